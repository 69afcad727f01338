// Routes from the server's menu tree: full paths, titles, directories and links skipped.
import { describe, expect, it } from 'vitest';
import { buildMenuRoutes } from '../../src/app/menu-routes';
import { menuItem } from './support/fixtures';

describe('buildMenuRoutes', () => {
  it('gives each view its full path and title key, and no route to directories', () => {
    const menus = [
      menuItem('/system', 'Layout', [
        menuItem('user', 'system/user'),
        menuItem('tools', 'ParentView', [menuItem('email', 'tools/email')]),
      ]),
      menuItem('https://example.com/tools', 'system/user'),
    ];
    const routes = buildMenuRoutes(menus);
    expect(routes.map((route) => [route.path, route.handle])).toEqual([
      ['/system/user', { title: 'menu.system/user' }],
      ['/system/tools/email', { title: 'menu.tools/email' }],
    ]);
    expect(routes.every((route) => typeof route.lazy === 'function')).toBe(true);
  });
});
