import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha, type Captcha } from './api';

/** The current captcha of the login form; `refresh` fetches a new one (each is single use). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  // Only the newest request may win when the user clicks the image several times quickly.
  const latestRequest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latestRequest.current;
    try {
      const next = await fetchCaptcha();
      if (request !== latestRequest.current) return;
      setCaptcha(next);
      setFailed(false);
    } catch {
      if (request === latestRequest.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { captcha, failed, refresh };
}
