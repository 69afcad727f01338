import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/** Shorter waits show no spinner (no flash on a quick answer). */
export const SPINNER_DELAY_MS = 300;

const box = { minHeight: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

/**
 * A list's place until its first answer: a spinner once the wait is long enough to notice, as
 * antd's Spin `delay` does, so a quick answer (most: the router asks for the rows as the click
 * navigates) shows no flash of one, and none of its work: Spin itself mounts only then.
 */
export function FirstLoadPlaceholder() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div style={box} aria-busy="true">
      {late && <Spin />}
    </div>
  );
}
