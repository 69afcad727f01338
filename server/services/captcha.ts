// Image captchas for the login form.
import svgCaptcha from 'svg-captcha';
import { limits } from '../config';
import type { Repositories } from '../repositories/index';

export interface Captcha {
  img: string;
  uuid: string;
}

export async function drawCaptcha(repos: Repositories): Promise<Captcha> {
  // Characters people confuse (0/o/O, 1/l/I) are left out; the answer is case-insensitive.
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1lIi', width: 111, height: 36 });
  const uuid = await repos.captchas.create(text.toLowerCase(), limits.captchaTtl);
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, uuid };
}

/** Whether the code typed matches the stored answer. */
export const captchaMatches = (answer: string, code: string) => answer === code.trim().toLowerCase();
