// A screen made in the studio carries its own labels in the three languages: the check refuses
// a missing language, a key outside the screen's prefix, a key the app already has and a label
// with no text, each at its path; once published, the texts are served with the screen and the
// server writes in them (the import template's header) and gives a menu item titled with one its
// text in every language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, rolesMenus } from '../../server/db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { loginToken } from './helpers/auth';
import { studioScreen } from './helpers/studio-screen';
import type { Screen } from '../../server/screens/types';
import type { MenuItem } from '../../schemas/wire/menu';

let t: TestApp;
let admin: Call;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
});
afterAll(() => t.close());

const TEXTS = {
  zh_CN: { 'crm.vendors.title': '供应商', 'crm.vendors.name': '供应商名称' },
  zh_TW: { 'crm.vendors.title': '供應商', 'crm.vendors.name': '供應商名稱' },
  en: { 'crm.vendors.title': 'Vendors', 'crm.vendors.name': 'Vendor name' },
};

/** crm/vendors with its own title and field label. */
function vendors(texts: Record<string, Record<string, string>> = TEXTS): Screen {
  const screen = studioScreen('crm/vendors', 'api/crmVendors');
  screen.title = 'crm.vendors.title';
  screen.columns[0]!.title = 'crm.vendors.name';
  screen.form!.properties!.name!.title = 'crm.vendors.name';
  return { ...screen, texts } as Screen;
}

const check = (screen: Screen, headers?: Record<string, string>) =>
  admin('POST', 'api/studio/check/crm/vendors', { text: JSON.stringify(screen) }, headers);

describe('texts travelling with a screen', () => {
  it('refuses a language without a key, a key outside the prefix, an app key and a label without text, at their paths', async () => {
    const screen = vendors({
      zh_CN: { ...TEXTS.zh_CN, 'crm.other.title': '别处', 'crm.vendors.menu': '菜单' },
      zh_TW: { ...TEXTS.zh_TW, 'crm.other.title': '別處' },
      en: { 'crm.vendors.title': 'Vendors', 'crm.other.title': 'Elsewhere' },
    });
    screen.columns.push({ key: 'city', title: 'crm.vendors.city' });
    const answer = await check(screen, { Language: 'en' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: unknown[] }>().errors).toEqual([
      { path: '/texts/en', message: '"crm.vendors.name" has no text in en' },
      { path: '/texts/zh_CN/crm.other.title', message: 'a text key of this screen must start with "crm.vendors."' },
      { path: '/texts/zh_TW', message: '"crm.vendors.menu" has no text in zh_TW' },
      { path: '/texts/en', message: '"crm.vendors.menu" has no text in en' },
      { path: '/columns/1/title', message: 'the text key "crm.vendors.city" has no text in zh_CN, zh_TW, en' },
    ]);
    // In the caller's language.
    const inChinese = (await check(screen, { Language: 'zh_CN' })).json<{ errors: { message: string }[] }>();
    expect(inChinese.errors[0]!.message).toBe('"crm.vendors.name" 缺少 en 的文本');
  });

  it('refuses a key the app already has (an override cannot rename the app’s own texts)', async () => {
    const screen = studioScreen('tools/catalogue', 'api/catalogue');
    const texts = { 'tools.catalogue.name': 'Renamed' };
    const answer = await admin('POST', 'api/studio/check/tools/catalogue', {
      text: JSON.stringify({ ...screen, texts: { zh_CN: texts, zh_TW: texts, en: texts } }),
    });
    expect(answer.json<{ errors: { path: string }[] }>().errors).toContainEqual({
      path: '/texts/zh_CN/tools.catalogue.name',
      message: '已是应用自带的文本键',
    });
  });

  it('is served with the screen once published, and the server writes in the caller’s language from it', async () => {
    const published = await admin('POST', 'api/studio/publish/crm/vendors', {
      text: JSON.stringify(vendors()),
      baseVersion: 0,
      message: 'vendors with their texts',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await admin('GET', 'api/screens/crm/vendors')).json()).toMatchObject({ texts: TEXTS });

    const header = async (language: string) =>
      (await admin('GET', 'api/imports/template?screen=crm/vendors&format=csv', undefined, { Language: language })).body
        .replace(/^\uFEFF/, '')
        .trim();
    expect(await header('zh_CN')).toBe('供应商名称');
    expect(await header('zh_TW')).toBe('供應商名稱');
    expect(await header('en')).toBe('Vendor name');

    // A menu item titled with the screen's own key carries that title in every language.
    const menu = await admin('POST', 'api/sysMenu', {
      type: 1,
      title: 'crm.vendors.title',
      name: 'crmVendors',
      path: 'crm-vendors',
      component: 'crm/vendors',
    });
    expect(menu.statusCode, menu.body).toBe(201);
    const [admins] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'admin'));
    await t.db.insert(rolesMenus).values({ tenantId: 1, roleId: admins!.id, menuId: menu.json<{ id: number }>().id });
    const tree = (await admin('GET', 'api/sysMenu/build')).json<MenuItem[]>();
    expect(tree.find((item) => item.name === 'crmVendors')?.meta).toMatchObject({
      title: 'crm.vendors.title',
      texts: { zh_CN: '供应商', zh_TW: '供應商', en: 'Vendors' },
    });
    expect(tree.find((item) => item.name !== 'crmVendors')?.meta.texts).toBeUndefined();
  });
});
