// Basic config and translate config (schemas/system/basic-config.json, translate-config.json) in
// Chromium against the real server: validation messages, create, edit, search-free lists, delete,
// and a basic config value taking effect in the shell.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
  // The row exists before the screen opens (a fresh deployment may have no systemName yet).
  await expectStatus(admin.call('POST', 'api/basicConfig/saveChat', { systemName: `Before ${tag}` }), 200);
});
afterAll(async () => {
  await expectStatus(admin.call('POST', 'api/basicConfig/saveChat', { systemName: '' }), 200);
});

describe('basic config', () => {
  it('edits a value with its required check, and the shell shows the new system name', async () => {
    const open = await session.screen('/system/basicConfig');
    const { page, view, errors } = open;
    const row = view.row('系统名称');
    await expect(row.innerText()).resolves.toContain(`Before ${tag}`);

    await view.button('编辑', row).click();
    await view.dialog.waitFor();
    await expect(view.field('配置值').inputValue()).resolves.toBe(`Before ${tag}`);
    await view.field('配置值').fill('');
    await view.field('配置值').blur();
    await expect(view.messageOf('配置值').innerText()).resolves.toBe('该字段是必填字段');
    await view.field('配置值').fill(`After ${tag}`);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain(`After ${tag}`);

    // The footer shows systemName, read once per browser session (spec §3): a new session reads it afresh.
    await page.evaluate(() => sessionStorage.removeItem('branding'));
    await page.reload();
    await page.locator('.ant-layout-footer', { hasText: `After ${tag}` }).waitFor();
    expect((await admin.call<{ configValue: string }>('GET', 'api/basicConfig/key/systemName')).body.configValue).toBe(
      `After ${tag}`,
    );
    expectNoPageErrors(errors);
  });
});

describe('translate config', () => {
  it('shows rule messages, creates, edits, toggles and deletes a language', async () => {
    const open = await session.screen('/system/translateConfig');
    const { page, view, errors } = open;
    const language = `ee-${tag}`;
    await view.button('新增').click();
    await view.dialog.waitFor();
    await view.field('语言代码').fill('1');
    await view.field('语言代码').blur();
    await view.messageOf('语言代码').waitFor();
    await view.field('主题色').fill('red');
    await view.field('主题色').blur();
    await view.messageOf('主题色').waitFor();
    await view.field('语言名称').focus();
    await view.field('语言名称').blur();
    await expect(view.messageOf('语言名称').innerText()).resolves.toBe('该字段是必填字段');

    await view.field('语言代码').fill(language);
    await view.field('语言代码').blur();
    await view.field('主题色').fill('#12ab34');
    await view.field('主题色').blur();
    await view.field('语言名称').fill(`Lang ${tag}`);
    await view.field('语言名称').blur();
    await expect(view.dialog.locator('.ant-formily-item-help').count()).resolves.toBe(0);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    const row = view.row(language);
    await expect.poll(() => row.innerText()).toContain('#12ab34');

    await view.button('编辑', row).click();
    await view.dialog.waitFor();
    await view.field('语言名称').fill(`Renamed ${tag}`);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain(`Renamed ${tag}`);

    // The status switch saves at once.
    await row.getByRole('switch').click();
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    const stored = await admin.call<{ content: { language: string; enabled: boolean }[] }>(
      'GET',
      'api/translateConfig?page=0&size=100',
    );
    expect(stored.body.content.find((item) => item.language === language)).toMatchObject({ enabled: false });

    await view.button('删除', row).click();
    await view.button('确定', page.locator('.ant-popover')).click();
    await row.waitFor({ state: 'detached' });
    expectNoPageErrors(errors);
  });
});
