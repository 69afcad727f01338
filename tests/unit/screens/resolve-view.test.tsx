// A menu component resolves to a hand-written view first (no schema asked for), then to a schema
// screen, then to "view not found"; schemas are fetched once per page load and the renderer gets the session's
// permissions through the real data provider.
import { render, screen, waitFor, within } from '@testing-library/react';
import notification from 'antd/es/notification';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userSchema from '../../../schemas/system/user.json';
import { resolveMenuView } from '../../../src/app/resolve-view';
import type { ViewRegistry } from '../../../src/app/views';
import { loadScreen, prefetchScreen } from '../../../src/lib/screens';
import { setUserInfo } from '../../../src/stores/session';
import { adminUser } from '../support/fixtures';
import { server } from '../support/msw-server';
import { serveScreens } from './handlers';

// Schema ids are unique per test: loaded schemas are kept for the page's (here: the file's) life.
const handWritten: ViewRegistry = {
  'report/sales': async () => ({ default: () => <p>hand-written sales report</p> }),
  'system/user': async () => ({ default: () => <p>hand-written users</p> }),
};

function showMenuView(component: string, views: ViewRegistry = handWritten) {
  const router = createMemoryRouter([{ path: '/', lazy: resolveMenuView(component, views) }]);
  render(<RouterProvider router={router} />);
}

const users = [
  { id: 1, username: 'admin', nickname: '管理员', status: true, createTime: '2024-03-05T02:20:30.000Z' },
  { id: 2, username: 'alice', nickname: 'Alice', status: true, createTime: '2024-03-06T02:20:30.000Z' },
];

/** The user list and the dictionaries its search bar and cells ask for. */
function serveUserList() {
  server.use(
    http.get('/prod-api/api/sysUser', () => HttpResponse.json({ content: users, totalElements: 2 })),
    http.get('/prod-api/api/sysDictDetail', () => HttpResponse.json({ content: [], totalElements: 0 })),
  );
}

const rowOf = (username: string) => screen.getByText(username).closest('tr')!;

describe('menu view resolution', () => {
  it('renders a screen schema for an id no hand-written view takes', async () => {
    setUserInfo(adminUser);
    server.use(serveScreens({ 'system/user': userSchema }));
    serveUserList();
    showMenuView('system/user', {});
    // The first render transforms the whole renderer on the fly: slow once per test file.
    expect(await screen.findByText('alice')).toBeTruthy();
    expect(screen.queryByText('hand-written users')).toBeNull();
    // The admin role holds every permission without naming them.
    expect(screen.getByRole('button', { name: /新\s?增/ })).toBeTruthy();
    expect(within(rowOf('alice')).getByRole('button', { name: /删\s?除/ })).toBeTruthy();
  });

  it('opens a hand-written view without asking the server for a schema', async () => {
    const asked: string[] = [];
    server.use(
      http.get(
        '/prod-api/api/screens/*',
        ({ params }) => (
          asked.push(String(params[0])),
          HttpResponse.json({ status: 404, message: '' }, { status: 404 })
        ),
      ),
    );
    showMenuView('report/sales');
    expect(await screen.findByText('hand-written sales report')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('names the component when it is neither a schema nor a registered view', async () => {
    server.use(serveScreens());
    showMenuView('report/nothing');
    expect(await screen.findByText(/菜单组件“report\/nothing”没有对应的页面/)).toBeTruthy();
  });

  it('shows the route error page, not "view not found", when the schema call fails', async () => {
    server.use(
      http.get('/prod-api/api/screens/*', () =>
        HttpResponse.json({ status: 500, message: '系统内部错误，请联系管理员' }, { status: 500 }),
      ),
    );
    const router = createMemoryRouter([
      { path: '/', lazy: resolveMenuView('report/broken', handWritten), errorElement: <p>route error</p> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('route error')).toBeTruthy();
    expect(screen.queryByText(/没有对应的页面/)).toBeNull();
  });
});

describe('loadScreen', () => {
  it('asks the server once per id and keeps the answer, a 404 included', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/prod-api/api/screens/*', ({ params }) => {
        asked.push(String(params[0]));
        return params[0] === 'demo/once'
          ? HttpResponse.json({ id: 'demo/once' })
          : HttpResponse.json({ status: 404, message: '' }, { status: 404 });
      }),
    );
    expect(await loadScreen('demo/once')).toEqual({ id: 'demo/once' });
    expect(await loadScreen('demo/once')).toEqual({ id: 'demo/once' });
    expect(await loadScreen('demo/missing')).toBeNull();
    expect(await loadScreen('demo/missing')).toBeNull();
    expect(asked).toEqual(['demo/once', 'demo/missing']);
  });

  it('forgets a failed call so the next one retries', async () => {
    let calls = 0;
    server.use(
      http.get('/prod-api/api/screens/*', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ id: 'demo/retry' });
      }),
    );
    await expect(loadScreen('demo/retry')).rejects.toThrow();
    expect(await loadScreen('demo/retry')).toEqual({ id: 'demo/retry' });
    expect(calls).toBe(2);
  });

  it('serves the click from a prefetch, asking the server once', async () => {
    const asked: string[] = [];
    server.use(
      http.get(
        '/prod-api/api/screens/*',
        ({ params }) => (asked.push(String(params[0])), HttpResponse.json({ id: params[0] })),
      ),
    );
    prefetchScreen('demo/ahead');
    prefetchScreen('demo/ahead');
    expect(await loadScreen('demo/ahead')).toEqual({ id: 'demo/ahead' });
    prefetchScreen('demo/ahead');
    expect(asked).toEqual(['demo/ahead']);
  });

  it('shows no failure of a prefetch; the click asks again and shows its own', async () => {
    const notified = vi.spyOn(notification, 'error');
    let calls = 0;
    server.use(
      http.get(
        '/prod-api/api/screens/*',
        () => ((calls += 1), HttpResponse.json({ status: 500, message: '系统内部错误' }, { status: 500 })),
      ),
    );
    prefetchScreen('demo/broken-ahead');
    await waitFor(() => expect(calls).toBe(1));
    // The notification module loads lazily: it has arrived, and been called were it called.
    await vi.dynamicImportSettled();
    expect(notified).not.toHaveBeenCalled();
    await expect(loadScreen('demo/broken-ahead')).rejects.toThrow();
    expect(calls).toBe(2);
    await waitFor(() => expect(notified).toHaveBeenCalledWith(expect.objectContaining({ message: '系统内部错误' })));
  });
});

describe('permissions from the session', () => {
  it('hides add, edit and delete from a user who may only list', async () => {
    setUserInfo({
      ...adminUser,
      username: 'op',
      roles: ['operator'],
      authorities: [{ authority: 'operator' }, { authority: 'user:list' }],
    });
    server.use(serveScreens({ 'system/user-readonly': { ...userSchema, id: 'system/user-readonly' } }));
    serveUserList();
    showMenuView('system/user-readonly');
    await screen.findByText('alice');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(within(rowOf('alice')).queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(within(rowOf('alice')).queryByRole('button', { name: /删\s?除/ })).toBeNull();
  });

  it('shows each action whose authority the user holds', async () => {
    setUserInfo({
      ...adminUser,
      roles: ['editor'],
      authorities: [{ authority: 'user:list' }, { authority: 'user:add' }, { authority: 'user:edit' }],
    });
    server.use(serveScreens({ 'system/user-editor': { ...userSchema, id: 'system/user-editor' } }));
    serveUserList();
    showMenuView('system/user-editor');
    await screen.findByText('alice');
    expect(screen.getByRole('button', { name: /新\s?增/ })).toBeTruthy();
    expect(within(rowOf('alice')).getByRole('button', { name: /编\s?辑/ })).toBeTruthy();
    expect(within(rowOf('alice')).queryByRole('button', { name: /删\s?除/ })).toBeNull();
  });

  it('says so instead of calling the list without the list permission', async () => {
    setUserInfo({ ...adminUser, roles: ['guest'], authorities: [{ authority: 'guest' }] });
    server.use(serveScreens({ 'system/user-hidden': { ...userSchema, id: 'system/user-hidden' } }));
    showMenuView('system/user-hidden');
    expect(await screen.findByText('没有查看权限')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });
});
