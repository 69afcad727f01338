// Live figures are fetched while their page is on screen, paused in a hidden kept-alive tab or a
// background browser tab, and fetched at once when shown again.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageShownContext } from '../../src/lib/page-shown';
import { usePolling } from '../../src/lib/use-polling';

function Figures({ fetcher }: { fetcher: () => Promise<number> }) {
  const { data } = usePolling(fetcher, 1000);
  return <span>{data}</span>;
}

const inTab = (shown: boolean, fetcher: () => Promise<number>) => (
  <PageShownContext.Provider value={shown}>
    <Figures fetcher={fetcher} />
  </PageShownContext.Provider>
);

function setDocumentHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('usePolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setDocumentHidden(false);
  });

  it('fetches at once and on every interval while shown', async () => {
    const fetcher = vi.fn(async () => 1);
    render(inTab(true, fetcher));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('pauses in a hidden tab and fetches at once when the tab is shown again', async () => {
    const fetcher = vi.fn(async () => 1);
    const view = render(inTab(true, fetcher));
    view.rerender(inTab(false, fetcher));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetcher).toHaveBeenCalledTimes(1);
    view.rerender(inTab(true, fetcher));
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('pauses while the browser tab is in the background', async () => {
    const fetcher = vi.fn(async () => 1);
    render(inTab(true, fetcher));
    act(() => setDocumentHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetcher).toHaveBeenCalledTimes(1);
    act(() => setDocumentHidden(false));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
