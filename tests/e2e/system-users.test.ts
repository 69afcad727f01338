// The users screen (schemas/system/user.json) in Chromium against the real server: list, create
// with blur validation, edit, search, sort, paging, delete, and permissions for a non-admin role.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, encryptForServer, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { loginAs, screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
// Names unique to this run, so reruns against a kept server and other test files do not collide.
const tag = randomBytes(3).toString('hex');
let page: Page;
let errors: string[];
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

async function openUsersAsAdmin(): Promise<ReturnType<typeof screenPage>> {
  const open = await session.screen('/system/user');
  ({ page, errors } = open);
  await open.view.row('admin').first().waitFor();
  return open.view;
}

/** Creates a user through the API (the server requires a password on create). */
async function createUser(
  username: string,
  { password = 'Passw0rd!', roleIds = [] as number[], deptId = undefined as number | undefined } = {},
): Promise<{ id: number }> {
  const body = {
    username,
    nickname: `nick-${username}`,
    status: true,
    password: await encryptForServer(baseURL, password),
    roleIds,
    deptId,
  };
  return expectStatus(admin.call<{ id: number }>('POST', 'api/sysUser', body), 201);
}

describe('users screen', () => {
  it('lists users with their columns', async () => {
    const view = await openUsersAsAdmin();
    await page.getByRole('columnheader', { name: '用户名' }).waitFor();
    await expect(view.row('admin').first().innerText()).resolves.toContain('管理员');
    expectNoPageErrors(errors);
  });

  it('creates a user: messages on blur, fixed, saved, then listed', async () => {
    const view = await openUsersAsAdmin();
    await view.button('新增').click();
    await view.dialog.waitFor();
    await view.field('用户名').fill('张 三');
    await view.field('用户名').blur();
    await expect(view.messageOf('用户名').innerText()).resolves.toBe('不能包含中文、空格或特殊字符');
    await view.field('昵称').focus();
    await view.field('昵称').blur();
    await view.messageOf('昵称').waitFor();
    await view.field('电话').fill('12345');
    await view.field('电话').blur();
    await expect(view.messageOf('电话').innerText()).resolves.toBe('请输入正确的手机号码');

    const username = `new_${tag}`;
    await view.field('用户名').fill(username);
    await view.field('用户名').blur();
    await view.field('昵称').fill(`Nick ${tag}`);
    await view.field('昵称').blur();
    await view.field('电话').fill('13800138000');
    await view.field('电话').blur();
    await view.field('密码').fill('Secret123');
    await view.field('确认密码').fill('Secret123');
    await view.field('确认密码').blur();
    await expect(view.dialog.locator('.ant-formily-item-help').count()).resolves.toBe(0);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });

    await view.searchField('用户名/昵称/邮箱/电话').fill(username);
    await view.button('搜索').click();
    await view.row(username).waitFor();
    // The password was stored for real: the new user can log in with it.
    await expect(apiLogin(baseURL, username, 'Secret123')).resolves.toHaveProperty('token');
    expectNoPageErrors(errors);
  });

  it('edits a user', async () => {
    const username = `edit_${tag}`;
    await createUser(username);
    const view = await openUsersAsAdmin();
    await view.searchField('用户名/昵称/邮箱/电话').fill(username);
    await view.button('搜索').click();
    await view.button('编辑', view.row(username)).click();
    await view.dialog.waitFor();
    await expect(view.field('用户名').inputValue()).resolves.toBe(username);
    await view.field('昵称').fill(`Renamed ${tag}`);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await view.row(`Renamed ${tag}`).waitFor();
    expectNoPageErrors(errors);
  });

  it('searches, sorts by username and pages through the results', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `page_${tag}_${String(index).padStart(2, '0')}`);
    for (const name of names) await createUser(name);
    const view = await openUsersAsAdmin();
    await view.searchField('用户名/昵称/邮箱/电话').fill(`page_${tag}`);
    await view.button('搜索').click();
    await view.row(names[0]!).waitFor();
    // 12 rows fit the default page of 20: a page of 10 makes a second page.
    await page.locator('.ant-pagination-options-size-changer').click();
    await page.locator('.ant-select-item-option[title^="10"]').click();
    await page.locator('.ant-pagination-item-2').waitFor();

    // Created in ascending order, so a descending sort is what shows that the server sorted.
    const header = page.getByRole('columnheader', { name: '用户名' });
    await header.click();
    const descending = page.waitForRequest((request) =>
      new URL(request.url()).searchParams.getAll('sort').includes('username,desc'),
    );
    await header.click();
    await descending;
    const reversed = [...names].reverse();
    await expect.poll(() => view.columnTexts(3)).toEqual(reversed.slice(0, 10));

    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(() => view.columnTexts(3)).toEqual(reversed.slice(10));
    expectNoPageErrors(errors);
  });

  it('deletes a user after a confirmation', async () => {
    const username = `del_${tag}`;
    const { id } = await createUser(username);
    const view = await openUsersAsAdmin();
    await view.searchField('用户名/昵称/邮箱/电话').fill(username);
    await view.button('搜索').click();
    await view.button('删除', view.row(username)).click();
    await page.getByText('确认删除？').waitFor();
    await view.button('确定', page.locator('.ant-popover')).click();
    await view.row(username).waitFor({ state: 'detached' });
    expect((await admin.call('GET', `api/sysUser/${id}`)).status).toBe(404);
    expectNoPageErrors(errors);
  });
});

describe('a user of the operator role', () => {
  it('sees the list without add, edit or delete, and the server refuses a forced call', async () => {
    const { content } = await expectStatus(
      admin.call<{ content: { id: number; code: string }[] }>('GET', 'api/sysRole?blurry=operator'),
      200,
    );
    const operatorRole = content.find((role) => role.code === 'operator')!;
    const username = `op_${tag}`;
    // The operator role's data scope is its own department: placed beside the admin, it lists the admin.
    const admins = await expectStatus(
      admin.call<{ content: { deptId: number }[] }>('GET', 'api/sysUser?username=admin'),
      200,
    );
    await createUser(username, {
      password: 'Operator1',
      roleIds: [operatorRole.id],
      deptId: admins.content[0]!.deptId,
    });

    ({ page, errors } = await session.page());
    await page.goto('/login?from=%2Fsystem%2Fuser');
    await loginAs(page, username, 'Operator1');
    const view = screenPage(page);
    await view.row('admin').first().waitFor();
    await expect(view.button('新增').count()).resolves.toBe(0);
    await expect(view.button('编辑').count()).resolves.toBe(0);
    await expect(view.button('删除').count()).resolves.toBe(0);

    const operator = await apiLogin(baseURL, username, 'Operator1');
    const forced = await operator.call('POST', 'api/sysUser', { username: `forced_${tag}`, nickname: 'forced' });
    expect(forced.status).toBe(403);
    expect((await operator.call('DELETE', 'api/sysUser', [1])).status).toBe(403);
    expectNoPageErrors(errors);
  });
});
