// Two server instances on one PostgreSQL, in Chromium: instance B shows the catalogue screen, the
// studio on instance A publishes a version of it that hides a column, and B serves that version
// within 1 s of A's answer to the publish, and shows it when its page is loaded again; A,
// restarted, serves it too. B has read the screen before the publish, so only the news of it
// (NOTIFY) can make B serve the new version.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.mjs';
import { apiLogin, expectStatus } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { activePane } from './support/menu-walk';
import { startServer, type RunningServer } from './support/server';
import { setupBrowser } from './support/setup-browser';

/** The requirement: a publish on one instance is served by the other within this long. */
const WITHIN_MS = 1000;
const GIVE_UP_MS = 15_000;
const screenId = 'tools/catalogue';

interface ServedScreen {
  columns: { key: string; title: string; hidden?: boolean }[];
}

const session = setupBrowser();
const options = () => ({
  captcha: false,
  databaseUrl: postgres!.url,
  env: { SCHEMAS_DIR: inject('schemasDir') },
});
let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>> = null;
let first: RunningServer | undefined;
let second: RunningServer | undefined;

// Two server starts one after the other, each allowed startServer's 180 s.
beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  // The test itself fails without PostgreSQL (a failing hook would report it as skipped).
  if (!postgres) return;
  // The first migrates and seeds the empty database, which the second then finds ready.
  first = await startServer(options());
  second = await startServer(options());
}, 400_000);

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  postgres?.stop();
});

describe('two server instances on one PostgreSQL', () => {
  // A limit for a busy machine (the restart inside may take startServer's 180 s), not a speed target.
  it('serve a version published on one from the other within 1 s', { timeout: 400_000 }, async () => {
    if (!postgres)
      throw new Error(
        'PostgreSQL is not installed (Debian package postgresql, which .ci/run installs): two instances on one database cannot be tested.',
      );
    const a = first!.baseURL;
    const b = second!.baseURL;
    const onB = await apiLogin(b);
    const servedOnB = () => expectStatus(onB.call<ServedScreen>('GET', `api/screens/${screenId}`), 200);
    const pathHidden = (screen: ServedScreen) =>
      screen.columns.find((column) => column.key === 'path')?.hidden === true;

    // B shows the screen before the publish: it has read it, and keeps it until told of a change.
    const shownOnB = await session.screen(`/${screenId}`, { baseURL: b });
    const headersOnB = () => activePane(shownOnB.page).locator('.ant-table-thead th').allInnerTexts();
    await expect.poll(headersOnB).toEqual(expect.arrayContaining(['目录名称', '目录路径']));
    const before = await servedOnB();
    expect(pathHidden(before)).toBe(false);

    // On A, the studio: the path column hidden, published with a message.
    const { page, errors } = await session.shell({ baseURL: a, path: `/system/studioScreen?id=${screenId}` });
    const editor = page.getByRole('textbox', { name: `页面 ${screenId} 的 JSON 定义` });
    await expect.poll(() => editor.innerText()).toContain('"tools.catalogue.path"');
    const edited: ServedScreen = {
      ...before,
      columns: before.columns.map((column) => (column.key === 'path' ? { ...column, hidden: true } : column)),
    };
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(JSON.stringify(edited, null, 2));
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /错误|检查中/ })
          .innerText(),
      )
      .toBe('没有错误');
    await page
      .getByRole('button', { name: /发\s?布/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `发布页面 ${screenId}` });
    await dialog.getByRole('textbox', { name: /发布说明/ }).fill('hides the path column');
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith(`/api/studio/publish/${screenId}`),
    );
    await dialog.getByRole('button', { name: /发\s?布/ }).click();
    const answer = await answered;
    const publishedAt = Date.now();
    expect(answer.status(), await answer.text()).toBe(200);

    // B's API, asked again and again from A's answer on, until it serves the new version. The
    // deadline is far above the requirement, so that a miss says how late B was, or that it never was.
    let servedAfterMs: number | undefined;
    while (servedAfterMs === undefined && Date.now() - publishedAt < GIVE_UP_MS) {
      if (pathHidden(await servedOnB())) servedAfterMs = Date.now() - publishedAt;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(
      servedAfterMs,
      `instance B still served the old version ${GIVE_UP_MS / 1000} s after the publish`,
    ).toBeDefined();
    console.log(`instance B served the published version ${servedAfterMs} ms after A answered the publish`);
    expect(servedAfterMs, 'ms from A answering the publish to B serving it').toBeLessThanOrEqual(WITHIN_MS);
    await page.getByText('已发布第 1 版').waitFor();

    // B's page, loaded again, draws the published version: the path column is gone.
    await shownOnB.page.reload();
    await activePane(shownOnB.page).locator('.ant-table').first().waitFor();
    await expect.poll(headersOnB).toContain('目录名称');
    expect(await headersOnB()).not.toContain('目录路径');

    // A restarted instance serves the published version from the database at once.
    await first!.stop();
    first = await startServer(options());
    const restarted = await apiLogin(first.baseURL);
    expect(pathHidden(await expectStatus(restarted.call<ServedScreen>('GET', `api/screens/${screenId}`), 200))).toBe(
      true,
    );
    expectNoPageErrors(errors);
    expectNoPageErrors(shownOnB.errors);
  });
});
