// The thin progress bar at the top while a route loads (spec §2: it finishes 200 ms after).
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './route-progress.css';
import type { AppRouter } from './router';

export const PROGRESS_FINISH_DELAY_MS = 200;

export function trackRouteProgress(router: AppRouter): void {
  NProgress.configure({ showSpinner: false });
  let finishTimer: ReturnType<typeof setTimeout> | undefined;
  const follow = (state: AppRouter['state']) => {
    clearTimeout(finishTimer);
    if (!state.initialized || state.navigation.state !== 'idle') NProgress.start();
    else finishTimer = setTimeout(() => NProgress.done(), PROGRESS_FINISH_DELAY_MS);
  };
  follow(router.state);
  router.subscribe(follow);
}
