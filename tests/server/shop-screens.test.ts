// Every screen of the shop, commerce, WeChat, tools and social areas, generated from the screen registry
// so none is forgotten: create a row built from its form, list, update, reject, delete. And the
// seeded menus of these areas open existing screens (or one of the named hand-written views).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAreas, type SeedMenu } from '../../server/db/seed/menus';
import { createScreenRegistry } from '../../server/screens/registry';
import type { Screen } from '../../server/screens/types';
import { client, type Call } from './helpers/api';
import { ADMIN_PASSWORD, createTestApp, SCHEMAS_DIR, type TestApp } from './helpers/app';
import { loginToken } from './helpers/auth';
import { validRow } from './helpers/valid-body';

const AREAS = ['shop', 'commerce', 'wechat', 'tools', 'social'];
/** Menus of these areas that open hand-written views, not screen schemas. */
const HAND_WRITTEN = ['tools/swagger', 'wechat/menu', 'tools/qiniu-content', 'tools/deploy', 'tools/database'];
/** Screens of these areas over a table of their own rather than collection storage. */
const TABLE_BACKED = ['tools/email-log'];

const registry = await createScreenRegistry(SCHEMAS_DIR, { warn: () => undefined });
const screens = (await registry.all())
  .map((loaded) => loaded.screen)
  .filter((screen) => AREAS.includes(screen.id.split('/')[0]!));

/** The first text field without a pattern, to change on update. */
const textField = (screen: Screen) =>
  Object.entries(screen.form!.properties!).find(
    ([, field]) => field.type === 'string' && !field.pattern && !field['x-secret'] && field['x-component'] === 'Input',
  )?.[0];

const menuItems = (items: readonly SeedMenu[]): SeedMenu[] =>
  items.flatMap((item) => [item, ...menuItems(item.children ?? [])]);

let t: TestApp;
let admin: Call;
beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
});
afterAll(() => t.close());

describe('shop, commerce, WeChat and tools screens', () => {
  it('are collection screens in every area, but for the named table-backed ones', () => {
    expect(new Set(screens.map((screen) => screen.id.split('/')[0]))).toEqual(new Set(AREAS));
    for (const screen of screens)
      expect(screen.storage, screen.id).toBe(TABLE_BACKED.includes(screen.id) ? undefined : 'collection');
  });

  it.each(screens.map((screen) => [screen.id, screen] as const))(
    '%s: create, list, update, reject, delete',
    async (_id, screen) => {
      const url = screen.api.list;
      const row = validRow(screen);
      const created = await admin('POST', url, row);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: number }>();

      const list = await admin('GET', `${url}?page=0&size=10&sort=createTime,desc`);
      expect(list.json<{ content: { id: number }[] }>().content.map((item) => item.id)).toContain(id);

      const field = textField(screen);
      const changed = field ? { ...row, [field]: 'changed' } : row;
      const updated = await admin('PUT', url, { ...changed, id });
      expect(updated.statusCode, updated.body).toBe(200);
      if (field) expect(updated.json()).toMatchObject({ [field]: 'changed' });

      const [missing] = screen.form!.required!;
      const { [missing!]: _dropped, ...invalid } = row;
      expect((await admin('POST', url, invalid)).statusCode).toBe(400);
      expect((await admin('POST', url, { ...row, notAField: 1 })).statusCode).toBe(400);

      expect((await admin('DELETE', url, [id])).statusCode).toBe(200);
      expect((await admin('GET', `${url}/${id}`)).statusCode).toBe(404);
    },
  );

  it('never answer a secret field', async () => {
    const withSecrets = screens.filter((screen) =>
      Object.values(screen.form!.properties!).some((field) => field['x-secret'] === true),
    );
    expect(withSecrets.length).toBeGreaterThan(5);
    for (const screen of withSecrets) {
      const created = await admin('POST', screen.api.list, validRow(screen));
      const secrets = Object.entries(screen.form!.properties!).filter(([, field]) => field['x-secret'] === true);
      for (const [name] of secrets) expect(created.json(), `${screen.id} ${name}`).not.toHaveProperty(name);
    }
  });
});

describe('menus of these areas', () => {
  const items = seedAreas.filter((area) => AREAS.includes(area.area)).flatMap((area) => menuItems(area.items));
  const ids = new Set(screens.map((screen) => screen.id));

  it('open an existing screen, or a named hand-written view', () => {
    const components = items.flatMap((item) => (item.component ? [item.component] : []));
    expect(components.filter((component) => !ids.has(component) && !HAND_WRITTEN.includes(component))).toEqual([]);
    for (const id of ids) expect(components, id).toContain(id);
  });

  it('name the permissions the screens ask for', () => {
    const granted = new Set(
      items.flatMap((item) =>
        item.permission
          ? (item.actions ?? ['list', 'add', 'edit', 'del']).map((action) => `${item.permission}:${action}`)
          : [],
      ),
    );
    for (const screen of screens) {
      for (const permission of Object.values(screen.permissions ?? {}).flat())
        expect(granted, `${screen.id} ${permission}`).toContain(permission);
    }
  });
});
