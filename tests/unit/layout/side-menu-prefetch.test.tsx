// Opening a submenu asks for the screen schemas of the views right under it, in idle time, so the
// click that follows waits for its rows only (src/layout/menu/prefetch-screens.ts).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SideMenu } from '../../../src/layout/menu/side-menu';
import { loadScreen } from '../../../src/lib/screens';
import { setMenus, type MenuItem } from '../../../src/stores/menus';
import { server } from '../support/msw-server';

const item = (path: string, component: string, title: string, more: Partial<MenuItem> = {}): MenuItem => ({
  name: path,
  path,
  component,
  hidden: false,
  redirect: null,
  alwaysShow: false,
  meta: { title, icon: '', noCache: false },
  ...more,
});

const menus = [
  item('/prefetch', 'Layout', 'Prefetch group', {
    alwaysShow: true,
    children: [
      item('users', 'prefetch/users', 'Users'),
      item('report', 'prefetch/report', 'Report'),
      item('secret', 'prefetch/secret', 'Secret', { hidden: true }),
      item('https://example.com/help', 'Link', 'Help'),
      item('deeper', 'ParentView', 'Deeper', { children: [item('inner', 'prefetch/inner', 'Inner')] }),
    ],
  }),
  item('/other', 'Layout', 'Other group', { alwaysShow: true, children: [item('thing', 'other/thing', 'Thing')] }),
];

describe('side menu', () => {
  it('asks for the schemas of the views under a submenu when it opens, and the click reuses them', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/prod-api/api/screens/*', ({ params }) => {
        const id = String(params[0]);
        asked.push(id);
        return id === 'prefetch/users'
          ? HttpResponse.json({ id })
          : HttpResponse.json({ status: 404, message: '' }, { status: 404 });
      }),
    );
    setMenus(menus);
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <SideMenu mode="inline" theme="dark" />
      </MemoryRouter>,
    );
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByText('Prefetch group'));
    // Hidden items, external links and nested submenus are left out; the other group is not opened.
    await waitFor(() => expect(asked.sort()).toEqual(['prefetch/report', 'prefetch/users']));
    expect(await loadScreen('prefetch/users')).toEqual({ id: 'prefetch/users' });
    expect(await loadScreen('prefetch/report')).toBeNull();
    expect(asked).toHaveLength(2);
  });
});
