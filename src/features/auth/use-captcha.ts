import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha, type Captcha } from './api';

/** A captcha asked for before the form's first render (askCaptchaEarly), when, and its answer once there. */
let early: { request: Promise<Captcha>; askedAt: number; answer?: Captcha } | null = null;
// Well inside the two minutes a captcha lives on the server: an older one is asked for again.
const EARLY_CAPTCHA_MAX_AGE_MS = 30_000;

/**
 * Asks for the login form's first captcha while its page is still loading, rather than after the
 * form's first render: the picture is the page's largest paint (docs/performance.md).
 */
export function askCaptchaEarly(): void {
  const entry: NonNullable<typeof early> = { request: fetchCaptcha(), askedAt: Date.now() };
  // Whoever takes it handles its failure; until then it is not an unhandled rejection.
  entry.request.then((answer) => (entry.answer = answer), () => undefined);
  early = entry;
}

const freshEarly = () => (early && Date.now() - early.askedAt < EARLY_CAPTCHA_MAX_AGE_MS ? early : null);

/** The early captcha once, if it is fresh enough, otherwise a new one. */
function nextCaptcha(): Promise<Captcha> {
  const taken = freshEarly();
  early = null;
  return taken ? taken.request : fetchCaptcha();
}

/** The current captcha of the login form; `refresh` fetches a new one (each is single use). */
export function useCaptcha() {
  // The early captcha, when it has come already, is in the first render: the picture then paints
  // with the form. The effect below takes it (and sets the same object: no second render).
  const [captcha, setCaptcha] = useState<Captcha | null>(() => freshEarly()?.answer ?? null);
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
