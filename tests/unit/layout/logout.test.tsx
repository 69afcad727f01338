// The layout shell: the user's nickName in the header and a logout from the user menu after a confirm.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { reloadAt } from '../../../src/lib/navigation';
import { menusStore } from '../../../src/stores/menus';
import { saveToken, session } from '../../../src/stores/session';
import { adminUser, systemMenus } from '../support/fixtures';
import { server } from '../support/msw-server';
import { renderApp } from '../support/render-app';

vi.mock('../../../src/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/navigation')>()),
  reloadAt: vi.fn(),
}));

describe('layout', () => {
  it('logs out only after the confirm, revoking the token and reloading at /login', async () => {
    saveToken('Bearer t', true);
    const revoked: string[] = [];
    server.use(
      http.get('/prod-api/auth/info', () => HttpResponse.json(adminUser)),
      http.get('/prod-api/api/sysMenu/build', () => HttpResponse.json(systemMenus)),
      http.get('/prod-api/api/basicConfig/key/:key', ({ params }) =>
        HttpResponse.json({ configKey: params.key, configValue: '' }),
      ),
      http.get('/prod-api/api/dashboard/stats', () =>
        HttpResponse.json({ users: 1, logins: 1, roles: 1, permissions: 1 }),
      ),
      http.delete('/prod-api/auth/logout', ({ request }) => {
        revoked.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({});
      }),
    );
    renderApp('/dashboard/workplace');
    const header = await screen.findByTestId('layout-header');
    await waitFor(() => expect(header.textContent).toContain('管理员'));
    // antd animates menus open; jsdom never ends the animation, so its pointer-events stay none.
    const user = userEvent.setup({ pointerEventsCheck: 0 });

    // On a busy machine the header was once re-mounted while the page settled, after its nickName
    // showed: the clicked element was already detached and no menu opened. So the click is made on
    // the header that is current until its menu is open. The menu's first open renders it and writes
    // the Dropdown and Menu styles (over 5 s on a busy machine): the test waits for it, then picks.
    const openLogout = async () => {
      await waitFor(async () => {
        const trigger = screen.getByTestId('user-dropdown');
        if (!trigger.classList.contains('ant-dropdown-open')) await user.click(trigger);
        expect(trigger.isConnected && trigger.classList.contains('ant-dropdown-open')).toBe(true);
      });
      const menu = await screen.findByRole('menu');
      await user.click(within(menu).getByTestId('logout'));
    };
    await openLogout();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定注销并退出系统吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(session.token).toBe('Bearer t');

    await openLogout();
    // jsdom never finishes antd's closing animation, so the cancelled dialog is still in the DOM.
    const latest = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(latest).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/login'));
    expect(revoked).toEqual(['Bearer t']);
    expect(session.token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(menusStore.menus).toBeNull();
  });
});
