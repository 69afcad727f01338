// ARCHITECTURE.md: a `"storage": "collection"` screen needs one JSON file and no code. The test
// writes the file into the running server's schemas folder (global-setup.ts: a copy of schemas/),
// adds a menu entry through the API, reloads the app and uses the new screen.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors, loginAsAdmin } from './support/login';
import { screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
// A folder unique to this run keeps the file away from the copied screens, and afterAll removes it.
const tag = randomBytes(3).toString('hex');
const area = `e2e-${tag}`;
const folder = path.join(inject('schemasDir'), area);
const screenId = `${area}/note`;
const menuTitle = `E2E notes ${tag}`;
let admin: ApiSession;
let menuId: number | undefined;

// Existing i18n keys only, so the schema checks stay green while the file exists.
const noteScreen = {
  id: screenId,
  title: 'system.job.name',
  storage: 'collection',
  api: { list: `api/e2eNote${tag}` },
  columns: [
    { key: 'name', title: 'system.job.name', sortable: true },
    { key: 'sort', title: 'system.common.sort' },
    { key: 'action', title: 'system.common.action', cell: 'actions' },
  ],
  form: {
    type: 'object',
    required: ['name'],
    properties: {
      name: {
        type: 'string',
        title: 'system.job.name',
        minLength: 1,
        maxLength: 50,
        'x-decorator': 'FormItem',
        'x-component': 'Input',
      },
      sort: {
        type: 'integer',
        title: 'system.common.sort',
        minimum: 0,
        default: 0,
        'x-decorator': 'FormItem',
        'x-component': 'NumberPicker',
      },
    },
  },
};

interface Role {
  id: number;
  code: string;
  name: string;
  dataScope: string;
  description?: string;
  menuIds: number[];
  deptIds: number[];
}

/** Grants a menu to the admin role: menus are shown by role links, even to the admin. */
async function grantToAdmin(id: number): Promise<void> {
  const { content } = await expectStatus(admin.call<{ content: Role[] }>('GET', 'api/sysRole?blurry=admin'), 200);
  const role = await expectStatus(
    admin.call<Role>('GET', `api/sysRole/${content.find((item) => item.code === 'admin')!.id}`),
    200,
  );
  const { id: roleId, name, code, dataScope, description, deptIds, menuIds } = role;
  const body = {
    id: roleId,
    name,
    code,
    dataScope,
    deptIds,
    menuIds: [...menuIds, id],
    ...(description ? { description } : {}),
  };
  await expectStatus(admin.call('PUT', 'api/sysRole', body), 200);
}

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  if (menuId) await admin.call('DELETE', 'api/sysMenu', [menuId]);
});

it('serves a screen added as one JSON file while the server runs, from its menu entry', async () => {
  expect((await admin.call('GET', `api/screens/${screenId}`)).status).toBe(404);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'note.json'), JSON.stringify(noteScreen, null, 2));
  const menu = await expectStatus(
    admin.call<{ id: number }>('POST', 'api/sysMenu', {
      type: 1,
      title: menuTitle,
      name: `E2eNote${tag}`,
      path: `e2e-notes-${tag}`,
      component: screenId,
      icon: 'book',
      sort: 999,
      hidden: false,
      cache: true,
    }),
    201,
  );
  menuId = menu.id;
  await grantToAdmin(menu.id);

  const { page, errors } = await session.page();
  await page.goto('/login');
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: menuTitle }).click();
  await page.waitForURL(`**/e2e-notes-${tag}`);
  const view = screenPage(page);
  await page.getByText('暂无数据').or(view.rows.first()).first().waitFor();

  await view.button('新增').click();
  await view.field('岗位名称').fill(`first note ${tag}`);
  await view.button('确定', view.dialog).click();
  await view.dialog.waitFor({ state: 'hidden' });
  await view.row(`first note ${tag}`).waitFor();

  // The rows live on the server: a reload lists them again.
  await page.reload();
  await view.row(`first note ${tag}`).waitFor();
  const { content } = await expectStatus(
    admin.call<{ content: { name: string }[] }>('GET', `api/e2eNote${tag}?page=0&size=10`),
    200,
  );
  expect(content.map((row) => row.name)).toEqual([`first note ${tag}`]);
  expectNoPageErrors(errors);
});
