// Open tabs' pages stay mounted and hidden (src/layout/tabs/keep-alive-outlet.tsx); a hidden page
// sees its own location, and does not render again when another page's navigation happens.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { KeepAliveOutlet } from '../../../src/layout/tabs/keep-alive-outlet';
import { openTab, tabsStore } from '../../../src/stores/tabs';

const renders: Record<string, number> = {};

function Page({ name }: { name: string }) {
  const { pathname } = useLocation();
  renders[name] = (renders[name] ?? 0) + 1;
  return <p data-testid={name}>{pathname}</p>;
}

const initialTabs = [...tabsStore.tabs];
afterEach(() => {
  tabsStore.tabs = [...initialTabs];
});

describe('kept-alive pages', () => {
  it('keeps a hidden page on its own location, without rendering it again on other navigations', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <KeepAliveOutlet />,
          children: ['a', 'b', 'c'].map((name) => ({ path: `/${name}`, element: <Page name={name} /> })),
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    openTab({ fullPath: '/a', path: '/a', title: 'a' });
    openTab({ fullPath: '/b', path: '/b', title: 'b' });
    await act(() => router.navigate('/b'));
    const hiddenRenders = renders.a;
    await act(() => router.navigate('/c'));
    expect(screen.getByTestId('a').textContent).toBe('/a');
    expect(screen.getByTestId('a').closest('[hidden]')).not.toBeNull();
    expect(screen.getByTestId('c').closest('[hidden]')).toBeNull();
    expect(renders.a).toBe(hiddenRenders);
  });
});
