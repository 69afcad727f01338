// Whether a moment lies within the last `windowMs`, re-rendering when it stops being recent
// (the "typing…" hint fades by itself).
import { useEffect, useState } from 'react';

export function useRecent(at: number | undefined, windowMs: number): boolean {
  const [, setTick] = useState(0);
  const left = at === undefined ? 0 : at + windowMs - Date.now();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), left);
    return () => clearTimeout(timer);
  }, [left]);
  return left > 0;
}
