// Tenant isolation over every screen of the registry: another tenant's ids answer 404 (403 on the
// platform-only screens, which no other tenant's user may use at all) and change nothing; tenant ids sent in headers are ignored and in bodies refused; the profile call takes
// only its own fields (no mass assignment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Screen } from '../../server/screens/types';
import { isPlatformOnly } from '../../server/services/authorities';
import { validRow } from '../server/helpers/valid-body';
import { unchanged } from './support/db-snapshot';
import { createTwoTenants, type TwoTenants } from './support/two-tenants';

const NOT_FOUND = { status: 404, message: '请求的资源不存在' };
const FORBIDDEN = { status: 403, message: '没有权限执行此操作' };
const refusalOf = (screen: Screen) => (isPlatformOnly(String(screen.permissions?.list ?? '')) ? FORBIDDEN : NOT_FOUND);

// Screens whose server code adds rules beyond the form (as in tests/server/screen-routes.test.ts).
const bodies: Record<string, Record<string, unknown>> = {
  'system/timing': { name: 'Valid', handler: 'cleanLoginLogs', cron: '0 3 * * *' },
  'system/translate-config': { language: 'en', name: 'English' },
  // A picture key's value must be a stored URL (server/lib/stored-url.ts); a text key takes any text.
  'system/basic-config': { configKey: 'systemTitle', configValue: 'Valid' },
};
const bodyOf = (screen: Screen) => bodies[screen.id] ?? validRow(screen);

let t: TwoTenants;
let otherSite: Record<string, string>;
beforeAll(async () => {
  t = await createTwoTenants();
  // The other tenant has a site of its own, so its content calls reach the row lookup.
  const created = await t.other('POST', 'news/domains', {
    name: 'Other',
    domain: 'other.test',
    languages: ['zh_CN'],
    color: '#00ff00',
  });
  const id = created.json<{ id: number }>().id;
  await t.other('GET', `news/domains/initData/${id}`);
  otherSite = { 'site-id': String(id), 'language-source': 'zh_CN' };
});
afterAll(() => t.close());

/** A row of the first tenant on the screen: a seeded one, else one created through the API. */
async function firstTenantRow(screen: Screen): Promise<number> {
  const { list, create = list } = screen.api;
  const rows = async () =>
    (await t.admin('GET', list, undefined, t.site)).json<{ content?: { id: number }[] }>().content ?? [];
  if ((await rows()).length === 0 && screen.form)
    expect((await t.admin('POST', create, bodyOf(screen), t.site)).statusCode, screen.id).toBe(201);
  if (screen.id === 'system/audit-log') {
    // Audit rows come from studio writes: a draft of a built-in screen.
    const text = (await t.admin('GET', 'api/studio/export/system/job')).body;
    expect((await t.admin('POST', 'api/studio/draft/system/job', { text, baseVersion: 0 })).statusCode).toBe(200);
  }
  if (screen.id === 'system/timing-log') {
    const tasks = (await t.admin('GET', 'api/timing')).json<{ content: { id: number }[] }>().content;
    await t.admin('PUT', `api/timing/exec/${tasks[0]!.id}`);
  }
  const [row] = await rows();
  expect(row, `${screen.id} has a row`).toBeDefined();
  return row!.id;
}

describe("another tenant's ids", () => {
  it('answer 404 on get, update and delete for every screen, and nothing changes', async () => {
    const screens = (await t.app.screens.all())
      .map((item) => item.screen)
      .sort((a, b) => Number(a.id === 'system/timing-log') - Number(b.id === 'system/timing-log'));
    const rows = new Map<string, number>();
    for (const screen of screens) rows.set(screen.id, await firstTenantRow(screen));
    await unchanged(t.db, async () => {
      for (const screen of screens) {
        const { list, get = list, update = list, remove = list } = screen.api;
        const id = rows.get(screen.id)!;
        const refused = refusalOf(screen);
        // Also with the first tenant's site in the header: a foreign site id is not honoured.
        for (const headers of [otherSite, t.site]) {
          expect((await t.other('GET', `${get}/${id}`, undefined, headers)).json(), `${screen.id} get`).toEqual(
            refused,
          );
          expect((await t.other('DELETE', remove, [id], headers)).json(), `${screen.id} delete`).toEqual(refused);
          expect(
            (await t.other('DELETE', `${remove}/${id}`, undefined, headers)).json(),
            `${screen.id} delete one`,
          ).toEqual(refused);
          if (!screen.form) continue;
          // Some screens check the body against their own rows first (a parent, a dictionary): 400 is as good.
          const updated = await t.other('PUT', update, { ...bodyOf(screen), id }, headers);
          expect(refused === FORBIDDEN ? [403] : [400, 404], `${screen.id} update: ${updated.body}`).toContain(
            updated.statusCode,
          );
        }
        expect((await t.admin('GET', `${get}/${id}`, undefined, t.site)).statusCode, `${screen.id} still there`).toBe(
          200,
        );
      }
    });
  });

  it('a list never shows the other tenant rows', async () => {
    const users = (await t.other('GET', 'api/sysUser')).json<{ content: { username: string }[] }>().content;
    expect(users.map((user) => user.username)).toEqual(['otherTenantUser']);
  });
});

describe('tenant ids sent by the client', () => {
  it('in headers are ignored', async () => {
    for (const name of ['tenant-id', 'x-tenant-id', 'tenantid', 'tenant']) {
      const users = (await t.other('GET', 'api/sysUser', undefined, { [name]: '1' })).json<{
        content: { username: string }[];
      }>().content;
      expect(
        users.map((user) => user.username),
        name,
      ).toEqual(['otherTenantUser']);
    }
  });

  it('in bodies are refused with 400, and nothing is written', async () => {
    await unchanged(t.db, async () => {
      for (const [url, body] of [
        ['api/sysDept', { name: 'Sneaky', tenantId: 1 }],
        [
          'api/aliPay',
          {
            name: 'x',
            appId: '2021000000000001',
            publicKey: 'k',
            gatewayUrl: 'https://g.example',
            notifyUrl: 'https://n.example',
            tenant_id: 1,
          },
        ],
        ['news/domains', { name: 'x', domain: 'x.test', languages: ['en'], color: '#ff0000', tenantId: 1 }],
      ] as const) {
        const response = await t.other('POST', url, body);
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ message: string }>().message, url).toMatch(/^不允许的字段 tenant/);
      }
    });
  });
});

describe('mass assignment on the profile', () => {
  it.each([
    ['roles', ['admin']],
    ['roleIds', [1]],
    ['username', 'admin2'],
    ['enabled', true],
    ['status', true],
    ['passwordHash', 'x'],
    ['password', 'x'],
    ['tenantId', 1],
    ['id', 1],
    ['deptId', 1],
    ['email', 'new@example.com'],
  ])('%s is refused and nothing changes', async (field, value) => {
    await unchanged(t.db, async () => {
      const response = await t.other(
        'PUT',
        'api/sysUser/center',
        JSON.parse(`{"nickName":"x",${JSON.stringify(field)}:${JSON.stringify(value)}}`),
      );
      expect(response.json()).toEqual({ status: 400, message: `不允许的字段 ${field}` });
    });
  });
});
