// The app turns antd's motion off when the system asks for reduced motion, and follows a change.
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../src/app/provider';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

/** A matchMedia whose reduced-motion answer the test can flip, notifying the listeners. */
function fakeReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((listener) => listener());
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('reduced motion', () => {
  let media: ReturnType<typeof fakeReducedMotion>;
  afterEach(() => media.restore());

  it('keeps motion on by default and turns it off when the system asks for less', () => {
    media = fakeReducedMotion(false);
    render(
      <AppProvider>
        <MotionProbe />
      </AppProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
    act(() => media.set(true));
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('starts without motion when the preference is already set', () => {
    media = fakeReducedMotion(true);
    render(
      <AppProvider>
        <MotionProbe />
      </AppProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });
});
