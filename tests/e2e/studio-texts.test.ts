// A screen published through the studio with its own texts, and no locale file: its menu folder,
// menu item, column and form labels show in Simplified Chinese, and in English once the interface
// is English; a row added through its form is listed. In Chromium against the real server.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, encryptForServer, expectStatus } from './support/admin-api';
import { openPage } from './support/browser';
import { expectNoPageErrors } from './support/login';
import { screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';
import { studioScreen } from '../server/helpers/studio-screen';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const screenId = `e2e/vendors${tag}`;
const prefix = `e2e.vendors${tag}.`;
const folderPath = `/e2e-folder-${tag}`;
const username = `vendors_${tag}`;
const password = 'Vendors-1pass';
const session = setupBrowser();

const texts = {
  zh_CN: { folder: '合作伙伴', title: '供应商', name: '供应商名称' },
  zh_TW: { folder: '合作夥伴', title: '供應商', name: '供應商名稱' },
  en: { folder: 'Partners', title: 'Vendors', name: 'Vendor name' },
};
const keyed = (table: Record<string, string>) =>
  Object.fromEntries(Object.entries(table).map(([key, text]) => [`${prefix}${key}`, text]));

beforeAll(async () => {
  const admin = await apiLogin(baseURL);
  const menu = (body: object) => expectStatus(admin.call<{ id: number }>('POST', 'api/sysMenu', body), 201);
  const folder = await menu({ type: 0, title: `${prefix}folder`, name: `e2eFolder${tag}`, path: folderPath.slice(1) });
  const item = await menu({
    type: 1,
    pid: folder.id,
    title: `${prefix}title`,
    name: `e2eVendors${tag}`,
    path: 'vendors',
    component: screenId,
  });
  const buttons = [];
  for (const action of ['list', 'add'])
    buttons.push(
      await menu({ type: 2, pid: item.id, title: 'menu.button.add', permission: `vendors${tag}:${action}` }),
    );

  const screen = studioScreen(screenId, `api/e2eVendors${tag}`);
  screen.title = `${prefix}title`;
  screen.columns[0]!.title = `${prefix}name`;
  screen.form!.properties!.name!.title = `${prefix}name`;
  screen.permissions = { list: `vendors${tag}:list`, add: `vendors${tag}:add` };
  const withTexts = { ...screen, texts: { zh_CN: keyed(texts.zh_CN), zh_TW: keyed(texts.zh_TW), en: keyed(texts.en) } };
  await expectStatus(
    admin.call('POST', `api/studio/publish/${screenId}`, {
      text: JSON.stringify(withTexts, null, 2),
      baseVersion: 0,
      message: `vendors ${tag}`,
    }),
    200,
  );

  const role = await expectStatus(
    admin.call<{ id: number }>('POST', 'api/sysRole', {
      name: `vendors-${tag}`,
      code: `vendors${tag}`,
      dataScope: 'all',
      menuIds: [folder.id, item.id, ...buttons.map((button) => button.id)],
    }),
    201,
  );
  await expectStatus(
    admin.call('POST', 'api/sysUser', {
      username,
      nickname: username,
      status: true,
      password: await encryptForServer(baseURL, password),
      roleIds: [role.id],
    }),
    201,
  );
});

/** The screen's page for its user, in `language` as the language switcher stores it. */
async function vendorsPageIn(language: string) {
  const { token } = await apiLogin(baseURL, username, password);
  const opened = await openPage(session.browser, baseURL, 'zh-CN', token);
  const { page } = opened;
  await page.goto(`${folderPath}/vendors`);
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.reload();
  await page.getByTestId('layout-header').waitFor();
  return { ...opened, view: screenPage(page) };
}

describe('a screen’s own texts', () => {
  it('label its menu, list and form in Simplified Chinese, and a row is added through the form', async () => {
    const { context, page, errors, view } = await vendorsPageIn('zh_CN');
    try {
      const menu = page.locator('.ant-layout-sider');
      await menu.getByText(texts.zh_CN.folder, { exact: true }).waitFor();
      await menu.getByText(texts.zh_CN.title, { exact: true }).waitFor();
      await page.getByRole('columnheader', { name: texts.zh_CN.name }).waitFor();
      await view.button('新增').click();
      await view.field(texts.zh_CN.name).fill(`ACME ${tag}`);
      await view.button('确定', view.dialog).click();
      await view.row(`ACME ${tag}`).waitFor();
      // No key shows anywhere in place of a text.
      expect(await page.locator('body').innerText()).not.toContain(prefix);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('label them in English once the interface is English', async () => {
    const { context, page, errors } = await vendorsPageIn('en');
    try {
      const menu = page.locator('.ant-layout-sider');
      await menu.getByText(texts.en.folder, { exact: true }).waitFor();
      await menu.getByText(texts.en.title, { exact: true }).waitFor();
      await page.getByRole('columnheader', { name: texts.en.name }).waitFor();
      expect(await page.locator('body').innerText()).not.toContain(prefix);
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
