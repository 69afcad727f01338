// Fetches now and again every `intervalMs` while the page is on screen, for pages of live
// figures; a page in a hidden tab or a background browser tab pauses, and fetches at once when it
// is shown again. A failed fetch keeps the last figures (the API client shows the error once per call).
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageShown } from './page-shown';

export interface Polled<T> {
  data: T | null;
  /** Epoch ms of the last successful fetch. */
  updatedAt: number | null;
  refresh(): Promise<void>;
}

/** `key`: when it changes (e.g. the chosen range), fetches at once and restarts the interval. */
export function usePolling<T>(fetcher: () => Promise<T>, intervalMs: number, key: unknown = null): Polled<T> {
  const [data, setData] = useState<T | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const next = await latest.current();
      if (!alive.current) return;
      setData(next);
      setUpdatedAt(Date.now());
    } catch {
      // Shown by the API client; keep what we had.
    }
  }, []);

  const shown = usePageShown();
  useEffect(() => {
    alive.current = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    if (shown) {
      void refresh();
      timer = setInterval(() => void refresh(), intervalMs);
    }
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [refresh, intervalMs, key, shown]);

  return { data, updatedAt, refresh };
}
