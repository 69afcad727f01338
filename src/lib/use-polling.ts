// Fetches now and again every `intervalMs` while the component is shown, for pages of live
// figures. A failed fetch keeps the last figures (the API client shows the error once per call).
import { useCallback, useEffect, useRef, useState } from 'react';

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

  useEffect(() => {
    alive.current = true;
    void refresh();
    const timer = setInterval(() => void refresh(), intervalMs);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [refresh, intervalMs, key]);

  return { data, updatedAt, refresh };
}
