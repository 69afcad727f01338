// A list's place until its first answer (renderers/table/first-load-placeholder.tsx): no spinner
// for a quick answer, one once the wait is noticeable. On fake timers, so a busy machine cannot
// stretch the delay.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstLoadPlaceholder, SPINNER_DELAY_MS } from '../../../renderers/table/first-load-placeholder';

afterEach(() => vi.useRealTimers());

describe('first load placeholder', () => {
  it('is busy at once and shows a spinner only once the wait reaches the spinner delay', () => {
    vi.useFakeTimers();
    const { container } = render(<FirstLoadPlaceholder />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(container.querySelector('.ant-spin')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('.ant-spin')).toBeTruthy();
  });

  it('never shows a spinner when the answer comes before the delay', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<FirstLoadPlaceholder />);
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(container.querySelector('.ant-spin')).toBeNull();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
