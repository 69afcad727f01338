// Timing tasks and their log (schemas/system/timing.json, timing-log.json) in Chromium against the
// real server and its scheduler: field and server-side (cron) errors, create, search, pause, run
// now, the log reached from the toolbar with the run's outcome and duration, and deletes.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type ApiSession } from './support/admin-api';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

type Task = { id: number; name: string; paused: boolean };
const storedTask = async (name: string) =>
  (await admin.call<{ content: Task[] }>('GET', `api/timing?name=${encodeURIComponent(name)}`)).body.content.find(
    (task) => task.name === name,
  );

describe('timing tasks', () => {
  it('creates, pauses and runs a task now, then finds the run in the task log', async () => {
    const open = await session.screen('/system/timing');
    const { page, view, errors } = open;
    const name = `Task ${tag}`;

    await view.button('新增').click();
    await view.dialog.waitFor();
    await view.field('任务名称').fill(name);
    await view.dialog.getByRole('combobox', { name: '处理器' }).click();
    await page.locator('.ant-select-item-option[title="清理任务日志"]').click();
    await view.field('Cron 表达式').fill('x');
    await view.field('Cron 表达式').blur();
    await view.messageOf('Cron 表达式').waitFor();
    // Long enough for the form, but not a cron expression: the server says so and the dialog stays.
    await view.field('Cron 表达式').fill('every minute');
    await view.button('确定', view.dialog).click();
    await page.locator('.ant-notification-notice', { hasText: 'Cron 表达式无效：every minute' }).waitFor();
    await expect(view.dialog.isVisible()).resolves.toBe(true);
    await view.field('Cron 表达式').fill('0 3 * * *');
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });

    // The sortable 任务名称 header carries the same label: the search box is the textbox.
    await page.getByRole('textbox', { name: '任务名称' }).fill(name);
    await view.button('搜索').click();
    await expect.poll(() => view.rows.count()).toBe(1);
    const row = view.row(name);
    await expect(row.innerText()).resolves.toContain('0 3 * * *');

    // The 运行中 switch is on for a running task; turning it off pauses the task.
    await expect(row.getByRole('switch').getAttribute('aria-checked')).resolves.toBe('true');
    await row.getByRole('switch').click();
    await expect.poll(async () => (await storedTask(name))?.paused).toBe(true);
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    // Run now works on a paused task too: it asks first, then reports the outcome.
    await view.button('执行', row).click();
    await page.getByText('立即执行一次该任务？').waitFor();
    await view.button('确定', page.locator('.ant-popover')).click();
    await page.locator('.ant-message', { hasText: '执行成功' }).waitFor();

    await view.button('任务日志').click();
    await page.waitForURL((url) => url.pathname === '/system/timingLog');
    // The timing screen (kept in its tab) names 任务日志 too, on its link: the log screen is the one so titled.
    const log = page.getByRole('region', { name: '任务日志', exact: true });
    await log.getByLabel('任务名称', { exact: true }).fill(name);
    await view.button('搜索', log).click();
    const run = log.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
    await expect.poll(() => run.count()).toBe(1);
    // Columns: selection, task, outcome, duration (ms), error, time.
    await expect(run.locator('td:nth-child(3)').innerText()).resolves.toBe('是');
    expect(Number(await run.locator('td:nth-child(4)').innerText())).toBeGreaterThanOrEqual(0);

    await view.button('删除', run).click();
    await view.button('确定', page.locator('.ant-popover')).click();
    await expect.poll(() => run.count()).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/system/timing');
    await view.button('删除', row).click();
    await view.button('确定', page.locator('.ant-popover')).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => storedTask(name)).toBeUndefined();
    expectNoPageErrors(errors);
  });
});
