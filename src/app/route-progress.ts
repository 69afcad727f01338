// The thin progress bar at the top while a route loads (spec §2: it finishes 200 ms after).
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './route-progress.css';
import type { AppRouter } from './router';

export const PROGRESS_FINISH_DELAY_MS = 200;

export function trackRouteProgress(router: AppRouter): void {
  // nprogress's own template gives the bar role="bar", which is no ARIA role (axe: critical): the bar
  // is decoration, the page's busy state is what assistive technology follows.
  NProgress.configure({
    showSpinner: false,
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    barSelector: '.bar',
  });
  let finishTimer: ReturnType<typeof setTimeout> | undefined;
  // A navigation's bar starts at the next frame: NProgress.start lays the page out at once, and on
  // a menu click that forced layout (~7 ms) held back the route's loader, which asks for the rows.
  let startFrame: number | undefined;
  const startAtNextFrame = () => {
    startFrame ??= requestAnimationFrame(() => {
      startFrame = undefined;
      NProgress.start();
    });
  };
  const finish = () => {
    // Never drawn (a hidden tab gets no frames): nothing to finish, and nothing left to start.
    if (startFrame !== undefined) cancelAnimationFrame(startFrame);
    startFrame = undefined;
    NProgress.done();
  };
  const follow = (state: AppRouter['state']) => {
    clearTimeout(finishTimer);
    if (!state.initialized) NProgress.start();
    else if (state.navigation.state !== 'idle') startAtNextFrame();
    else finishTimer = setTimeout(finish, PROGRESS_FINISH_DELAY_MS);
  };
  follow(router.state);
  router.subscribe(follow);
}
