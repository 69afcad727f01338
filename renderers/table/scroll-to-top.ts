import { SCROLL_TOP_MS } from '../constants';

/** Eases the window back to the top over 800 ms (spec §9) so a new page starts at its first row. */
export function scrollToTop(duration = SCROLL_TOP_MS): void {
  const start = window.scrollY;
  if (start <= 0) return;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, start * (1 - eased));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
