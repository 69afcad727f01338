// The new-screen wizard (POST api/studio/wizard): one call makes a working screen (its texts, menu
// item under the folder, five buttons, version 1, grants to the roles picked); a refused request
// writes nothing; an author grants only within what they hold; a user without the studio and menu
// permissions gets 403.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roles, rolesMenus } from '../../server/db/schema';
import { screenVersions } from '../../server/db/schema-screens';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { createUser, loginToken } from './helpers/auth';
import type { WizardChoices, WizardRequest, WizardResult } from '../../schemas/wire/studio';

let t: TestApp;
let admin: Call;
let folderId: number;
let staffRoleId: number;

const titles = (zh: string, tw: string, en: string) => ({ zh_CN: zh, zh_TW: tw, en });

const partners = (extra: Partial<WizardRequest> = {}): WizardRequest => ({
  id: 'crm/partners',
  titles: titles('合作伙伴', '合作夥伴', 'Partners'),
  parentId: folderId,
  fields: [
    { key: 'name', titles: titles('名称', '名稱', 'Name'), widget: 'Input', required: true, searchable: true },
    {
      key: 'status',
      titles: titles('状态', '狀態', 'Status'),
      widget: 'DictSelect',
      dict: 'common_status',
      required: false,
      searchable: true,
    },
    { key: 'since', titles: titles('合作日期', '合作日期', 'Since'), widget: 'DatePicker', required: false },
    { key: 'active', titles: titles('启用', '啟用', 'Active'), widget: 'Switch', required: false },
    { key: 'note', titles: titles('备注', '備註', 'Note'), widget: 'TextArea', required: false, maxLength: 200 },
  ],
  roleIds: [staffRoleId],
  ...extra,
});

const menuCount = async () => (await t.db.select({ id: menus.id }).from(menus)).length;
const versionCount = async () => (await t.db.select({ id: screenVersions.id }).from(screenVersions)).length;

/** A role of the seeded tenant holding the menus with these permissions (and nothing else). */
async function roleWith(code: string, permissions: string[]): Promise<number> {
  const [role] = await t.db.insert(roles).values({ tenantId: 1, code, name: code }).returning({ id: roles.id });
  const held = await t.db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.tenantId, 1), inArray(menus.permission, permissions)));
  if (held.length > 0)
    await t.db.insert(rolesMenus).values(held.map((menu) => ({ tenantId: 1, roleId: role!.id, menuId: menu.id })));
  return role!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  const [folder] = await t.db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.tenantId, 1), eq(menus.type, 0), eq(menus.name, 'Tools')));
  folderId = folder!.id;
  staffRoleId = await roleWith('partnerStaff', []);
});
afterAll(() => t.close());

describe('the new-screen wizard', () => {
  it('makes a working screen: texts, menu item, buttons, version 1 and the grants, in one call', async () => {
    const answer = await admin('POST', 'api/studio/wizard', partners());
    expect(answer.statusCode, answer.body).toBe(201);
    const made = answer.json<WizardResult>();
    expect(made).toMatchObject({ screenId: 'crm/partners', path: '/tools/partners' });

    const served = (await admin('GET', 'api/screens/crm/partners')).json<{ texts: object; permissions: object }>();
    expect(served.texts).toMatchObject({
      zh_CN: { 'crm.partners.title': '合作伙伴', 'crm.partners.field.name': '名称' },
      en: { 'crm.partners.title': 'Partners', 'crm.partners.field.status': 'Status' },
    });
    expect(served.permissions).toMatchObject({ list: 'crmPartners:list', export: 'crmPartners:export' });

    // The role holds the folder, the item and its five buttons: its user works with the screen.
    const given = await t.db
      .select({ permission: menus.permission, type: menus.type })
      .from(rolesMenus)
      .innerJoin(menus, eq(menus.id, rolesMenus.menuId))
      .where(eq(rolesMenus.roleId, staffRoleId));
    expect(given.map((menu) => menu.permission ?? `type ${menu.type}`).sort()).toEqual([
      'crmPartners:add',
      'crmPartners:del',
      'crmPartners:edit',
      'crmPartners:export',
      'crmPartners:list',
      'type 0',
      'type 1',
    ]);
    await createUser(t.db, { username: 'partner-staff', password: 'staff-pass-1', role: 'partnerStaff' });
    const staff = client(t, await loginToken(t.app, t.db, 'partner-staff', 'staff-pass-1'));
    const tree = (await staff('GET', 'api/sysMenu/build')).json<{ path: string; children: { path: string }[] }[]>();
    expect(tree.map((item) => [item.path, item.children.map((child) => child.path)])).toEqual([
      ['/tools', ['partners']],
    ]);
    expect(
      (await staff('POST', 'api/crmPartners', { name: 'ACME', status: 'true', since: '2026-01-02' })).statusCode,
    ).toBe(201);
    expect((await staff('POST', 'api/crmPartners', { name: 'Beta', note: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await staff('POST', 'api/crmPartners', { status: 'true' })).statusCode).toBe(400);
    const found = (await staff('GET', 'api/crmPartners?page=0&size=10&name=ACME')).json<{ content: object[] }>();
    expect(found.content).toEqual([expect.objectContaining({ name: 'ACME', since: '2026-01-02' })]);

    const [audit] = (await admin('GET', 'api/studio/history/crm/partners')).json<
      { version: number; message: string }[]
    >();
    expect(audit).toMatchObject({ version: 1, message: 'Partners' });
    // The studio's list gives its title in every language (the browser has no locale file for it).
    const listed = (await admin('GET', 'api/studio/screens')).json<{ id: string; titleTexts: unknown }[]>();
    expect(listed.find((item) => item.id === 'crm/partners')?.titleTexts).toEqual(
      titles('合作伙伴', '合作夥伴', 'Partners'),
    );
    expect(listed.find((item) => item.id === 'tools/catalogue')?.titleTexts).toBeNull();
  });

  it('writes nothing when a request is refused', async () => {
    const before = [await menuCount(), await versionCount()];
    const refused = async (request: WizardRequest, status = 400) => {
      const answer = await admin('POST', 'api/studio/wizard', request, { Language: 'en' });
      expect(answer.statusCode, answer.body).toBe(status);
      return answer.json<{ message: string; errors?: { path: string; message: string }[] }>();
    };
    expect((await refused(partners({ id: 'tools/catalogue' }))).message).toBe(
      'The screen tools/catalogue already exists',
    );
    expect((await refused(partners())).message).toBe('The screen crm/partners already exists');
    const twice = partners({ id: 'crm/twice' });
    twice.fields.push({ ...twice.fields[0]! });
    expect((await refused(twice)).message).toBe('The field name name is used twice or reserved');
    const unknownDict = partners({ id: 'crm/dicts' });
    unknownDict.fields[1]!.dict = 'no_such_dict';
    expect((await refused(unknownDict)).errors).toEqual([
      {
        path: '/form/properties/status/x-component-props/dict',
        message: 'The dictionary "no_such_dict" does not exist in this tenant',
      },
      {
        path: '/search/properties/status/x-component-props/dict',
        message: 'The dictionary "no_such_dict" does not exist in this tenant',
      },
      { path: '/columns/1/props/dict', message: 'The dictionary "no_such_dict" does not exist in this tenant' },
    ]);
    expect((await refused(partners({ id: 'crm/nofolder', parentId: 999_999 }))).message).toBe('Choose a menu folder');
    expect((await refused(partners({ id: 'crm/norole', roleIds: [999_999] }))).message).toBe(
      'The role 999999 does not exist',
    );
    await refused(partners({ id: 'Bad Id' }));
    expect([await menuCount(), await versionCount()]).toEqual(before);
  });

  it('lets an author grant only within what they hold', async () => {
    await roleWith('studioAuthor', ['studio:list', 'studio:edit', 'studio:publish', 'menu:add', 'role:edit']);
    // A role granting nothing yet (partnerStaff now grants the partners buttons, which the author lacks).
    const authorStaff = await roleWith('authorStaff', []);
    const byAuthor = (extra: Partial<WizardRequest> = {}) =>
      partners({ id: 'crm/byauthor', roleIds: [authorStaff], ...extra });
    await createUser(t.db, { username: 'author', password: 'author-pass-1', role: 'studioAuthor' });
    const author = client(t, await loginToken(t.app, t.db, 'author', 'author-pass-1'));
    const before = [await menuCount(), await versionCount()];
    // The folder is not among the author's menus.
    const folder = await author('POST', 'api/studio/wizard', byAuthor(), { Language: 'en' });
    expect(folder.statusCode).toBe(403);
    expect(folder.json<{ message: string }>().message).toBe(
      `You cannot grant the menu ${folderId}: you do not hold it yourself`,
    );
    // The admin role grants more than the author holds.
    await t.db.insert(rolesMenus).values({ tenantId: 1, roleId: await roleId('studioAuthor'), menuId: folderId });
    const [adminRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'admin'));
    const higher = await author(
      'POST',
      'api/studio/wizard',
      partners({ id: 'crm/byauthor', roleIds: [adminRole!.id] }),
      {
        Language: 'en',
      },
    );
    expect(higher.statusCode).toBe(403);
    expect([await menuCount(), await versionCount()]).toEqual(before);
    // What the wizard offers them: their folders, and only the roles they may edit, theirs picked.
    const offered = (await author('GET', 'api/studio/wizard')).json<WizardChoices>();
    expect(offered.folders.map((folder) => folder.id)).toEqual([folderId]);
    expect(offered.dicts).toContain('common_status');
    expect(offered.roles.map((role) => role.code).sort()).toEqual(['authorStaff', 'studioAuthor']);
    expect(offered.mine).toEqual([await roleId('studioAuthor')]);
    // Within what they hold, it works.
    const own = await author('POST', 'api/studio/wizard', byAuthor());
    expect(own.statusCode, own.body).toBe(201);
  });

  it('answers 403 to a user without the studio and menu permissions', async () => {
    await createUser(t.db, { username: 'wizard-operator', password: 'operator-pass', role: 'operator' });
    const operator = client(t, await loginToken(t.app, t.db, 'wizard-operator', 'operator-pass'));
    expect((await operator('POST', 'api/studio/wizard', partners({ id: 'crm/byoperator' }))).statusCode).toBe(403);
    expect((await operator('GET', 'api/studio/wizard')).statusCode).toBe(403);
  });
});

async function roleId(code: string): Promise<number> {
  return (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id;
}
