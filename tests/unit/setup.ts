// jsdom lacks what antd needs, msw is strict and reset per test, and no state leaks between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import '../../src/lib/i18n';
import { changeLanguage, defaultLanguage, loadAllTranslations } from '../../src/lib/i18n';
import { bindRouterNavigation } from '../../src/lib/navigation';
import { queryClient } from '../../src/lib/query-client';
import { clearSession } from '../../src/stores/session';
import { siteStore } from '../../src/stores/site';
import { server } from './support/msw-server';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// A wait ends when its state is reached; its limit only stops a test that would hang. On a machine
// busy with other work, a first render (lazy modules transformed on the fly, antd writing its
// styles) took over 5 s: the limit is far above that, and below the project's testTimeout
// (vitest.config.ts) so that a failed wait reports what it waited for.
configure({ asyncUtilTimeout: 60_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Components are rendered outside the routes that load the texts beyond the boot files.
beforeAll(() => loadAllTranslations());

afterEach(async () => {
  // A lazy chunk a test started (a route view, the menu icons) finishes loading before the next
  // test, and before the file's environment is torn down: a module that arrives after the teardown
  // is an unhandled error that fails the run (it did, once, in guard.test.tsx).
  await vi.dynamicImportSettled();
  cleanup();
  vi.restoreAllMocks();
  server.resetHandlers();
  clearSession();
  siteStore.language = null;
  bindRouterNavigation(null);
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  await changeLanguage(defaultLanguage);
});

// jsdom runs animation frames on a Node interval that outlives the file's window: a frame still
// pending when the environment closes runs against the closed window, and its failure is an
// unhandled error that fails the run ("reading '_location'", once, in login-form.test.tsx on a
// loaded machine). Frames left pending at the end of a file are cancelled.
const pendingFrames = new Set<number>();
const requestFrame = window.requestAnimationFrame.bind(window);
const cancelFrame = window.cancelAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) => {
  const id = requestFrame((time) => {
    pendingFrames.delete(id);
    callback(time);
  });
  pendingFrames.add(id);
  return id;
};
window.cancelAnimationFrame = (id) => {
  pendingFrames.delete(id);
  cancelFrame(id);
};

afterAll(() => {
  server.close();
  for (const id of pendingFrames) cancelFrame(id);
  pendingFrames.clear();
});
