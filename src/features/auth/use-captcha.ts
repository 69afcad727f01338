import { useCallback, useEffect, useRef, useState } from 'react';
import { peekEarlyAnswer, takeEarlyAnswer } from '../../lib/early-answers';
import { captchaUrl, fetchCaptcha, type Captcha } from './api';

// Well inside the two minutes a captcha lives on the server: an older early one is not used.
const EARLY_CAPTCHA_MAX_AGE_MS = 30_000;

/**
 * The captcha /login's index.html came with, or asked for as it was parsed (its picture is the
 * page's largest paint, docs/performance.md), once and while fresh; otherwise, or should that
 * request have failed, a new one.
 */
function nextCaptcha(): Promise<Captcha> {
  const early = takeEarlyAnswer<Captcha>(captchaUrl, EARLY_CAPTCHA_MAX_AGE_MS);
  return early ? early.request.catch(() => fetchCaptcha()) : fetchCaptcha();
}

/** The current captcha of the login form; `refresh` fetches a new one (each is single use). */
export function useCaptcha() {
  // The early captcha, when it has come already, is in the first render: the picture then paints
  // with the form. The effect below takes it (and sets the same object: no second render).
  const [captcha, setCaptcha] = useState<Captcha | null>(
    () => peekEarlyAnswer<Captcha>(captchaUrl, EARLY_CAPTCHA_MAX_AGE_MS)?.answer ?? null,
  );
  const [failed, setFailed] = useState(false);
  // Only the newest request may win when the user clicks the image several times quickly.
  const latestRequest = useRef(0);

  const load = useCallback(async (next: () => Promise<Captcha>) => {
    const request = ++latestRequest.current;
    try {
      const answer = await next();
      if (request !== latestRequest.current) return;
      setCaptcha(answer);
      setFailed(false);
    } catch {
      if (request === latestRequest.current) setFailed(true);
    }
  }, []);
  const refresh = useCallback(() => load(fetchCaptcha), [load]);

  useEffect(() => {
    void load(nextCaptcha);
  }, [load]);

  return { captcha, failed, refresh };
}
