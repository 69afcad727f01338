// The menu tree by role, and the translations of its titles.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, ne } from 'drizzle-orm';
import { MenuType, menus } from '../../server/db/schema';
import type { MenuItem } from '../../server/services/menu-tree';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { authed, createUser, loginToken } from './helpers/auth';

let t: TestApp;
let adminTree: MenuItem[];
let operatorTree: MenuItem[];

async function tree(token: string): Promise<MenuItem[]> {
  const response = await t.app.inject(authed(token, { method: 'GET', url: '/prod-api/api/sysMenu/build' }));
  expect(response.statusCode).toBe(200);
  return response.json<MenuItem[]>();
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { username: 'operator1', password: 'operator-pass', role: 'operator' });
  adminTree = await tree(await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  operatorTree = await tree(await loginToken(t.app, t.db, 'operator1', 'operator-pass'));
});
afterAll(() => t.close());

describe('GET api/sysMenu/build', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/api/sysMenu/build' });
    expect(response.statusCode).toBe(401);
  });

  it("gives the admin every area of the spec, in order, and the platform's own area", () => {
    expect(adminTree.map((item) => item.path)).toEqual([
      '/dashboard',
      '/system',
      '/tools',
      '/news',
      '/hierpuni/materia',
      '/diy',
      '/shop',
      '/commerce',
      '/wechat',
      '/customer',
      '/social',
      '/statistics',
      '/monitor',
      '/platform',
    ]);
  });

  it('gives the operator fewer menus than the admin, and of system administration only the user list', () => {
    const operatorPaths = operatorTree.map((item) => item.path);
    expect(operatorPaths).toEqual([
      '/dashboard',
      '/system',
      '/news',
      '/hierpuni/materia',
      '/diy',
      '/shop',
      '/customer',
    ]);
    expect(operatorTree.find((item) => item.path === '/system')!.children.map((item) => item.component)).toEqual([
      'system/user',
    ]);
    expect(flatten(operatorTree).length).toBeLessThan(flatten(adminTree).length);
  });

  it('shapes items as docs/api.md says: Layout on top, relative child paths, i18n titles', () => {
    const system = adminTree.find((item) => item.path === '/system')!;
    expect(system).toMatchObject({ component: 'Layout', alwaysShow: true, redirect: null, hidden: false });
    expect(system.meta.title).toBe('menu.system.title');
    const user = system.children.find((item) => item.name === 'SystemUser');
    expect(user).toEqual({
      name: 'SystemUser',
      path: 'user',
      component: 'system/user',
      hidden: false,
      redirect: null,
      alwaysShow: false,
      meta: { title: 'menu.system.user', icon: 'user', noCache: false },
      children: [],
    });
  });

  it('gives nested directories the ParentView component', () => {
    const storage = flatten(adminTree).find((item) => item.name === 'ToolsStorage')!;
    expect(storage.component).toBe('ParentView');
    expect(storage.children.map((item) => item.component)).toEqual([
      'tools/storage/local',
      'tools/storage/qiniu',
      'tools/qiniu-content',
      'tools/storage/image',
      'tools/storage/video',
    ]);
  });

  it('leaves buttons out and keeps hidden screens with their flag', async () => {
    const all = flatten(adminTree);
    const [navigable] = await t.db.select({ n: count() }).from(menus).where(ne(menus.type, MenuType.button));
    expect(all).toHaveLength(navigable!.n);
    const hidden = all.filter((item) => item.hidden).map((item) => item.name);
    const navContent = [
      'MultiText',
      'News',
      'Swipers',
      'History',
      'Honor',
      'Download',
      'Case',
      'Assemble',
      'Exhibition',
    ].map((type) => `NewsNav${type}`);
    expect(hidden).toEqual([
      'SystemDictDetail',
      'SystemTimingLog',
      'SystemStudioScreen',
      'NewsAddNewsDetail',
      'NewsEditNewsDetail',
      'NewsEditProduct',
      'NewsCopyProduct',
      ...navContent,
      'NewsNavContent',
    ]);
  });

  it('names a screen id as every screen component', () => {
    const components = flatten(adminTree)
      .map((item) => item.component)
      .filter((component) => component !== 'Layout' && component !== 'ParentView');
    expect(components).toEqual(
      expect.arrayContaining(['dashboard/workplace', 'shop/order', 'wechat/menu', 'imchat/index', 'monitor/server']),
    );
    for (const component of components) expect(component).toMatch(/^[a-z]+(\/[a-zA-Z-]+)+$/);
  });
});

describe('authorities', () => {
  it('follow the roles: the operator has shop permissions and may only list users', async () => {
    const token = await loginToken(t.app, t.db, 'operator1', 'operator-pass');
    const response = await t.app.inject(authed(token, { method: 'GET', url: '/prod-api/auth/info' }));
    const authorities = response.json<{ authorities: { authority: string }[] }>().authorities.map((a) => a.authority);
    expect(authorities).toContain('operator');
    expect(authorities).toContain('shopOrder:list');
    expect(authorities).toContain('user:list');
    expect(authorities).not.toContain('user:add');
    expect(authorities.filter((name) => /^(role|menu):/.test(name))).toEqual([]);
  });
});

describe('menu titles', () => {
  const lookup = (language: string, key: string): unknown => {
    const file = new URL(`../../src/locales/${language}/menu.json`, import.meta.url);
    const translations: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translations);
  };

  it.each(['zh_CN', 'zh_TW', 'en'])('are all translated in %s', async (language) => {
    const titles = new Set((await t.db.select({ title: menus.title }).from(menus)).map((row) => row.title));
    const missing = [...titles].filter((key) => typeof lookup(language, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
