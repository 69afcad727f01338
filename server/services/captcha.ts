// Image captchas for the login form.
import svgCaptcha from 'svg-captcha';
import { limits } from '../config';
import type { Repositories } from '../repositories/index';

export interface Captcha {
  img: string;
  uuid: string;
}

// After failed logins from an address, its captchas cost a machine more to read (docs/decisions.md).
const EASY = { size: 4, noise: 2 } as const;
// Six characters fit the same picture at a smaller size (still legible at 120×40).
const HARD = { size: 6, noise: 3, fontSize: 46 } as const;

/** `ip`: the client address asking, whose recent failed logins make the captcha harder. */
export async function drawCaptcha(repos: Repositories, ip: string): Promise<Captcha> {
  const failures = await repos.loginFailures.countFromIp(ip, limits.loginWindow);
  // Characters people confuse (0/o/O, 1/l/I) are left out; the answer is case-insensitive.
  const cost = failures >= limits.captchaHardAfter ? HARD : EASY;
  const { data, text } = svgCaptcha.create({ ...cost, ignoreChars: '0oO1lIi', width: 111, height: 36 });
  const uuid = await repos.captchas.create(text.toLowerCase(), limits.captchaTtl);
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, uuid };
}

/** Whether the code typed matches the stored answer. */
export const captchaMatches = (answer: string, code: string) => answer === code.trim().toLowerCase();
