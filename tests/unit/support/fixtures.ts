// Answers of the reference server, shaped as docs/api.md says.
import type { MenuItem } from '../../../src/stores/menus';
import type { UserInfo } from '../../../src/stores/session';

export const adminUser: UserInfo = {
  id: 1,
  username: 'admin',
  nickName: '管理员',
  avatar: '',
  email: 'admin@example.com',
  phone: '',
  gender: '',
  deptName: '',
  tenantId: 1,
  roles: ['admin'],
  authorities: [{ authority: 'admin' }, { authority: 'user:list' }],
};

export function menuItem(path: string, component: string, children: MenuItem[] = []): MenuItem {
  return {
    name: component,
    path,
    component,
    hidden: false,
    redirect: null,
    alwaysShow: false,
    meta: { title: `menu.${component}`, icon: '', noCache: false },
    children,
  };
}

/** /system (a directory) with /system/user, a view no one has written yet. */
export const systemMenus: MenuItem[] = [menuItem('/system', 'Layout', [menuItem('user', 'system/user')])];
