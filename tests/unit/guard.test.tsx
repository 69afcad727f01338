// The navigation guard of spec §2 on the real route table.
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { menusStore } from '../../src/stores/menus';
import { saveToken, session } from '../../src/stores/session';
import { adminUser, menuItem, systemMenus } from './support/fixtures';
import { serveScreens } from './screens/handlers';
import { server } from './support/msw-server';
import { pathOf, renderApp } from './support/render-app';

const captcha = http.get('/prod-api/auth/code', () =>
  HttpResponse.json({ img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: 'u1' }),
);

/** auth/info and the menu tree, counting the calls; both answer after a short delay. */
function serveSession(menus = systemMenus) {
  const calls = { info: 0, build: 0 };
  server.use(
    http.get('/prod-api/auth/info', async () => {
      calls.info += 1;
      await delay(30);
      return HttpResponse.json(adminUser);
    }),
    http.get('/prod-api/api/sysMenu/build', async () => {
      calls.build += 1;
      await delay(30);
      return HttpResponse.json(menus);
    }),
    // No schema files: menu components resolve to hand-written views or "view not found".
    serveScreens(),
  );
  return calls;
}

describe('without a token', () => {
  it('sends any guarded path to /login with the full target in from', async () => {
    server.use(captcha);
    const router = renderApp('/system/user?page=2');
    await screen.findByPlaceholderText('用户名');
    expect(pathOf(router)).toBe('/login?from=%2Fsystem%2Fuser%3Fpage%3D2');
    expect(router.state.location.search).toContain('from=');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/system/user?page=2');
  });

  it('sends an unknown path to login too, but leaves the login-free pages alone', async () => {
    server.use(captcha);
    const router = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await act(() => router.navigate('/diy/page/phone'));
    expect(await screen.findByTestId('phone-screen')).toBeTruthy();
    expect(pathOf(router)).toBe('/diy/page/phone');
  });
});

describe('with a token', () => {
  it('loads user info and menus once, then shows the layout with the nickName', async () => {
    saveToken('Bearer t', false);
    const calls = serveSession();
    const router = renderApp('/');
    expect((await screen.findByTestId('greeting')).textContent).toContain('管理员');
    expect(pathOf(router)).toBe('/dashboard/workplace');
    expect(screen.getByTestId('layout-header').textContent).toContain('管理员');
    expect(session.roles).toEqual(['admin']);
    expect(menusStore.menus).toHaveLength(1);
    await act(() => router.navigate('/dashboard'));
    expect(calls).toEqual({ info: 1, build: 1 });
    await waitFor(() => expect(document.title).toBe('工作台 - 后台管理系统'));
  });

  it('shares one fetch between navigations that arrive while it runs', async () => {
    saveToken('Bearer t', false);
    const calls = serveSession();
    const router = renderApp('/dashboard/workplace');
    void router.navigate('/system/user');
    void router.navigate('/401');
    expect(await screen.findByText('抱歉，您没有权限访问此页面。')).toBeTruthy();
    expect(calls).toEqual({ info: 1, build: 1 });
  });

  it('opens a deep link into a menu page once the menu routes are added', async () => {
    saveToken('Bearer t', false);
    serveSession();
    const router = renderApp('/system/user');
    expect(await screen.findByText('视图未找到')).toBeTruthy();
    expect(screen.getByText(/菜单组件“system\/user”没有对应的页面/)).toBeTruthy();
    expect(screen.getByTestId('layout-header')).toBeTruthy();
    expect(pathOf(router)).toBe('/system/user');
  });

  it('renders the hand-written view registered under a menu component', async () => {
    saveToken('Bearer t', false);
    serveSession([menuItem('/home', 'Layout', [menuItem('overview', 'dashboard/workplace')])]);
    renderApp('/home/overview');
    expect((await screen.findByTestId('greeting')).textContent).toContain('管理员');
  });

  it('shows the 404 page for a path that is neither static nor in the menus', async () => {
    saveToken('Bearer t', false);
    serveSession();
    renderApp('/system/nothing');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
  });

  it('shows why the session could not load instead of a blank page', async () => {
    saveToken('Bearer t', false);
    server.use(
      http.get('/prod-api/auth/info', () =>
        HttpResponse.json({ status: 503, message: '数据库不可用' }, { status: 503 }),
      ),
      http.get('/prod-api/api/sysMenu/build', () => HttpResponse.json([])),
    );
    renderApp('/dashboard/workplace');
    expect(await screen.findByText('无法加载用户信息和菜单')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
