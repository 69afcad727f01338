// Chunk failures are raised as one of three errors and shown with a Reload button (spec §8).
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/app/route-error-boundary';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadView, type ViewImporter } from '../../src/lib/lazy-view';

const View = () => <p>the view</p>;

async function errorOf(importer: ViewImporter): Promise<ChunkLoadError> {
  const error = await loadView(importer, 'system/user').then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChunkLoadError);
  return error as ChunkLoadError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loadView', () => {
  it('returns the default export', async () => {
    await expect(loadView(async () => ({ default: View }), 'x')).resolves.toBe(View);
  });

  it('raises a script chunk error when the import fails', async () => {
    const error = await errorOf(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/user.js')),
    );
    expect(error).toMatchObject({ kind: 'script', view: 'system/user' });
  });

  it('raises a style chunk error when vite cannot preload its CSS', async () => {
    const error = await errorOf(() => Promise.reject(new Error('Unable to preload CSS for /assets/user.css')));
    expect(error.kind).toBe('style');
  });

  it('raises a missing module error when the module has no default export', async () => {
    expect((await errorOf(async () => ({}))).kind).toBe('missing-module');
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = errorOf(() => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('script');
  });
});

describe('route error boundary', () => {
  function renderFailingRoute(importer: ViewImporter) {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorBoundary />,
        lazy: async () => ({ Component: await loadView(importer, 'system/user') }),
      },
    ]);
    render(<RouterProvider router={router} />);
  }

  it('explains a failed script chunk and offers a reload instead of a blank page', async () => {
    renderFailingRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('页面加载失败')).toBeTruthy();
    expect(screen.getByText(/页面脚本加载失败/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('names the view whose module is missing', async () => {
    renderFailingRoute(async () => ({}));
    expect(await screen.findByText(/“system\/user”没有可显示的内容/)).toBeTruthy();
  });
});
