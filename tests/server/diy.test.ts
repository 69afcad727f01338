// Page decoration calls on a real database: draft save with version check, publish, strict
// document validation, permissions, tenant scoping, block data and the public preview read.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRoles } from '../../server/db/schema';
import { client, type Call } from './helpers/api';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { createUser, loginToken } from './helpers/auth';
import { addOtherTenant } from './helpers/chat-setup';

let t: TestApp;
let admin: Call;
const page = 'api/diy/page/zh_CN/mobile/home';
const doc = (...types: string[]) => ({
  blocks: types.map((type, index) => ({ id: `b${index}`, type, props: { title: `${type} ${index}` } })),
});

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
});
afterAll(() => t.close());

describe('drafts and publishing', () => {
  it('reads an unsaved page as an empty draft at version 0, with the tenant preview key', async () => {
    const body = (await admin('GET', 'api/diy/page/en/pc/never')).json();
    expect(body).toMatchObject({ draft: { blocks: [] }, published: null, version: 0, publishedVersion: 0 });
    expect(body.siteKey).toMatch(/^[0-9a-f]{32}$/);
    expect((await admin('GET', 'api/diy/page/en/pc/other')).json().siteKey).toBe(body.siteKey);
  });

  it('saves drafts by version, refuses a stale save with 409, and publishes', async () => {
    const first = await admin('PUT', page, { name: 'Home', document: doc('banner', 'goodsList'), version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, publishedVersion: 0, draft: doc('banner', 'goodsList') });
    expect((await admin('PUT', page, { name: 'Home', document: doc('banner'), version: 0 })).statusCode).toBe(409);
    expect(
      (await admin('PUT', page, { name: 'Home', document: doc('footer', 'banner'), version: 1 })).json(),
    ).toMatchObject({ version: 2 });
    expect((await admin('POST', `${page}/publish`, { version: 1 })).statusCode).toBe(409);
    const published = (await admin('POST', `${page}/publish`, { version: 2 })).json();
    expect(published).toMatchObject({ publishedVersion: 2, published: doc('footer', 'banner') });
    // A later draft save leaves the published version alone.
    await admin('PUT', page, { name: 'Home', document: doc('coupons'), version: 2 });
    expect((await admin('GET', page)).json()).toMatchObject({
      version: 3,
      draft: doc('coupons'),
      published: doc('footer', 'banner'),
    });
    expect((await admin('POST', 'api/diy/page/zh_CN/mobile/nothing/publish', { version: 1 })).statusCode).toBe(404);
  });

  it('keeps pages apart by language and type', async () => {
    await admin('PUT', 'api/diy/page/en/mobile/home', { name: 'EN', document: doc('menus'), version: 0 });
    expect((await admin('GET', 'api/diy/page/en/mobile/home')).json().draft).toEqual(doc('menus'));
    expect((await admin('GET', 'api/diy/page/en/pc/home')).json().version).toBe(0);
  });
});

describe('document validation', () => {
  const save = (document: unknown, path = 'api/diy/page/zh_CN/mobile/v') =>
    admin('PUT', path, { name: '', document, version: 0 });

  it.each([
    ['an unknown block type', { blocks: [{ id: 'a', type: 'iframe', props: {} }] }],
    ['a missing id', { blocks: [{ type: 'banner', props: {} }] }],
    ['an unknown key', { blocks: [], extra: 1 }],
    [
      'duplicate ids',
      {
        blocks: [
          { id: 'a', type: 'banner', props: {} },
          { id: 'a', type: 'footer', props: {} },
        ],
      },
    ],
    ['deep props', { blocks: [{ id: 'a', type: 'banner', props: { a: { b: { c: { d: { e: 1 } } } } } }] }],
    ['null props', { blocks: [{ id: 'a', type: 'banner', props: { a: null } }] }],
    [
      'too many blocks',
      { blocks: Array.from({ length: 101 }, (_, i) => ({ id: `b${i}`, type: 'banner', props: {} })) },
    ],
    [
      'a huge document',
      {
        blocks: [
          {
            id: 'a',
            type: 'noticeBar',
            props: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'x'.repeat(3000)])),
          },
        ],
      },
    ],
  ])('refuses %s with 400', async (_, document) => {
    expect((await save(document)).statusCode).toBe(400);
  });

  it('refuses a bad language, type or page id', async () => {
    expect((await save(doc(), 'api/diy/page/fr/mobile/a')).statusCode).toBe(400);
    expect((await save(doc(), 'api/diy/page/en/tablet/a')).statusCode).toBe(400);
    expect((await save(doc(), 'api/diy/page/en/mobile/a%20b')).statusCode).toBe(400);
  });
});

describe('permissions and tenants', () => {
  it('needs a login, and diy:list / diy:edit', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/prod-api/${page}` })).statusCode).toBe(401);
    const userId = await createUser(t.db, { username: 'noroles', password: 'noroles-pass' });
    await t.db.delete(usersRoles).where(eq(usersRoles.userId, userId));
    const nobody = client(t, await loginToken(t.app, t.db, 'noroles', 'noroles-pass'));
    expect((await nobody('GET', page)).statusCode).toBe(403);
    expect((await nobody('PUT', page, { name: '', document: doc(), version: 3 })).statusCode).toBe(403);
    expect((await nobody('GET', 'api/diy/blockData')).statusCode).toBe(403);
  });

  it('shows another tenant none of this tenant’s pages', async () => {
    const other = client(t, await loginToken(t.app, t.db, await addOtherTenant(t.db, 'other-pass-1'), 'other-pass-1'));
    expect((await other('GET', page)).json()).toMatchObject({ version: 0, draft: { blocks: [] } });
    expect((await other('GET', page)).json().siteKey).not.toBe((await admin('GET', page)).json().siteKey);
  });
});

describe('block data and the public preview', () => {
  it('answers visible shop rows only, with the fields blocks draw', async () => {
    const goods = {
      name: 'Tea',
      categoryName: 'Drinks',
      image: 'https://example.com/tea.png',
      price: 9.5,
      marketPrice: 12,
      stock: 3,
      onShelf: true,
    };
    const created = await admin('POST', 'api/shopGoods', goods);
    expect(created.statusCode, created.body).toBe(201);
    await admin('POST', 'api/shopGoods', { ...goods, name: 'Hidden', onShelf: false });
    const data = (await admin('GET', 'api/diy/blockData')).json();
    expect(data.goods).toEqual([
      { id: created.json().id, name: 'Tea', image: 'https://example.com/tea.png', price: 9.5, marketPrice: 12 },
    ]);
    expect(data).toMatchObject({ coupons: [], categories: [], seckill: [], bargain: [], combination: [] });
  });

  it('serves the published page by site key without a login, and 404 otherwise', async () => {
    const { siteKey } = (await admin('GET', page)).json();
    const read = (query: string) => t.app.inject({ method: 'GET', url: `/prod-api/diy/public/page?${query}` });
    const answer = await read(`siteKey=${siteKey}&lang=zh_CN&type=mobile&pageId=home`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'Home',
      document: doc('footer', 'banner'),
      data: { goods: [{ name: 'Tea' }] },
    });
    expect((await read(`siteKey=${siteKey}&lang=en&type=mobile&pageId=home`)).statusCode).toBe(404);
    expect((await read(`siteKey=${'0'.repeat(32)}&lang=zh_CN&type=mobile&pageId=home`)).statusCode).toBe(404);
    expect((await read('siteKey=x&lang=zh_CN&type=mobile&pageId=home')).statusCode).toBe(400);
  });
});
