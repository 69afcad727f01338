// Where the token lives (spec §4) and what logging out forgets.
import { describe, expect, it } from 'vitest';
import { menusStore, setMenus } from '../../src/stores/menus';
import { clearSession, saveToken, session, setUserInfo } from '../../src/stores/session';
import { adminUser, systemMenus } from './support/fixtures';

describe('session store', () => {
  it('keeps a remembered token in localStorage under access_token', () => {
    saveToken('Bearer remembered', true);
    expect(localStorage.getItem('access_token')).toBe('Bearer remembered');
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(session.token).toBe('Bearer remembered');
  });

  it('keeps a token only for the browser session when not remembered', () => {
    saveToken('Bearer old', true);
    saveToken('Bearer session-only', false);
    expect(sessionStorage.getItem('access_token')).toBe('Bearer session-only');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('takes the roles from the user info', () => {
    setUserInfo(adminUser);
    expect(session.user?.nickName).toBe('管理员');
    expect(session.roles).toEqual(['admin']);
  });

  it('forgets token, user, roles and menus on clear', () => {
    saveToken('Bearer x', true);
    setUserInfo(adminUser);
    setMenus(systemMenus);
    clearSession();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(session).toMatchObject({ token: null, user: null, roles: [] });
    expect(menusStore.menus).toBeNull();
  });
});
