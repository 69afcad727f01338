// The route progress bar finishes 200 ms after a navigation ends (spec §2).
import NProgress from 'nprogress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_FINISH_DELAY_MS, trackRouteProgress } from '../../src/app/route-progress';
import type { AppRouter } from '../../src/app/router';

type State = AppRouter['state'];

function fakeRouter(initialized: boolean) {
  let listener: (state: State) => void = () => undefined;
  const stateOf = (navigation: 'idle' | 'loading') =>
    ({ initialized, navigation: { state: navigation } }) as unknown as State;
  const router = {
    state: stateOf('idle'),
    subscribe: (next: (state: State) => void) => ((listener = next), () => undefined),
  } as unknown as AppRouter;
  return { router, emit: (navigation: 'idle' | 'loading') => listener(stateOf(navigation)) };
}

afterEach(() => {
  NProgress.remove();
  NProgress.status = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('route progress', () => {
  it('runs during a navigation, from the next frame, and finishes 200 ms after it', () => {
    vi.useFakeTimers();
    const { router, emit } = fakeRouter(true);
    trackRouteProgress(router);
    emit('loading');
    expect(NProgress.isStarted()).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(NProgress.isStarted()).toBe(true);
    emit('idle');
    vi.advanceTimersByTime(PROGRESS_FINISH_DELAY_MS - 1);
    expect(NProgress.isStarted()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(NProgress.isStarted()).toBe(false);
    expect(PROGRESS_FINISH_DELAY_MS).toBe(200);
  });

  it('never starts for a navigation that ended before a frame was drawn (a hidden tab)', () => {
    // A hidden tab draws no frames: the frame callbacks wait until it is shown again.
    const frames = new Map<number, FrameRequestCallback>();
    vi.stubGlobal(
      'requestAnimationFrame',
      (callback: FrameRequestCallback) => (frames.set(frames.size + 1, callback), frames.size),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router, emit } = fakeRouter(true);
    trackRouteProgress(router);
    emit('loading');
    emit('idle');
    vi.advanceTimersByTime(PROGRESS_FINISH_DELAY_MS);
    frames.forEach((callback) => callback(0));
    expect(NProgress.isStarted()).toBe(false);
  });

  it('runs while the first page of the app is prepared', () => {
    trackRouteProgress(fakeRouter(false).router);
    expect(NProgress.isStarted()).toBe(true);
  });
});
