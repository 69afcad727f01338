import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit/component tests in jsdom (msw for HTTP), tests of the build's scripts, server tests on a real
// database (PGlite, or PostgreSQL when DATABASE_URL is set), e2e in Chromium against the built app.
/**
 * Whether an unhandled error is React or jsdom running against a unit test file's window after
 * that file's environment was torn down: a notice's close timer or an animation frame of a file
 * that has ended fires in the same worker, where `window` is gone or closed. It cannot change any
 * result, yet it failed whole CI runs on a busy machine. Anything else stays an error of the run.
 */
function ranAfterTeardown({ message = '', stack = '' }: { message?: string; stack?: string }): boolean {
  return (
    (message === 'window is not defined' && stack.includes('react-dom')) ||
    (message.includes("reading '_location'") && stack.includes('jsdom/browser/Window.js'))
  );
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => (ranAfterTeardown(error) ? false : undefined),
    projects: [
      {
        plugins: [react()],
        // Node resolves `antd` to its CommonJS build and `antd/es/…` to its ES build: two copies
        // of antd's global config, so lazily loaded dialogs (src/lib/feedback.ts) missed the
        // locale the app sets. The browser build uses the ES build for both.
        resolve: { alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }] },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Limits against a hang only, far above what a test takes on a busy 2-core machine: the
          // tests wait for states (tests/unit/setup.ts sets the waits' limit below this one).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The build's scripts and the bench's arithmetic (bundle budget, chunks, preloads,
        // compression, comparisons): their own project, apart from the app's unit tests.
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          globalSetup: ['tests/server/helpers/database-starts.ts'],
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The bad-input catalogue and schema fuzzing, on the server's test database (PGlite or DATABASE_URL).
        test: {
          name: 'security',
          globalSetup: ['tests/server/helpers/database-starts.ts'],
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Crashes, restarts, SIGTERM and an unreachable database; some cases need DATABASE_URL.
        test: {
          name: 'reliability',
          globalSetup: ['tests/server/helpers/database-starts.ts'],
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A page settles in a second or two on a loaded 2-core CI machine; expect.poll's 1 s
          // default turned slow-but-correct pages into failures. What is polled for is unchanged.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          // Above startServer's 180 s start limit (tests/e2e/support/server.ts), so its message wins.
          hookTimeout: 200_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
