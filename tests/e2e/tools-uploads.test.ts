// The tools' upload lists in Chromium, on a server of this file's own whose Qiniu API is a local
// stand-in (no network): a deployment package uploaded and deleted, a file uploaded to the
// bucket, listed with its link, found again by "同步" and deleted, and database scripts uploaded
// (never run on upload), then run on a registered target database (a throwaway PGlite on a
// loopback port) after a confirmation naming the script and the target: success and a failure
// with the database's message and a rollback are shown in the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startTargetDatabase, type TargetDatabase } from '../server/helpers/target-database';
import { qiniuConfigBody, startQiniuStandIn, type QiniuStandIn } from '../server/stand-ins/qiniu';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { startServer, type RunningServer } from './support/server';
import { setupBrowser } from './support/setup-browser';

const session = setupBrowser();
let qiniu: QiniuStandIn;
let server: RunningServer;
let admin: ApiSession;
let target: TargetDatabase;
let targetId: number;

beforeAll(async () => {
  target = await startTargetDatabase();
  qiniu = await startQiniuStandIn();
  server = await startServer({ captcha: false, env: { QINIU_API_BASE: qiniu.base } });
  admin = await apiLogin(server.baseURL);
  const config = qiniuConfigBody('E2E bucket');
  await expectStatus(admin.call('POST', 'api/qiNiuConfig', config), 201);
  targetId = (
    await expectStatus(
      admin.call<{ id: number }>('POST', 'api/database/target', target.registration('E2E target')),
      201,
    )
  ).id;
}, 200_000);
afterAll(async () => {
  await target?.close();
  await server?.stop();
  await qiniu?.close();
});

async function openTool(path: string, testId: string): Promise<{ page: Page; card: Locator; errors: string[] }> {
  const { page, errors } = await session.shell({ baseURL: server.baseURL, path });
  const card = page.getByTestId(testId);
  await card.waitFor();
  return { page, card, errors };
}

/** antd spaces two-character button texts ("删 除"). */
const named = (text: string) => new RegExp(text.split('').join('\\s?'));
const button = (within: Locator, text: string) => within.getByRole('button', { name: named(text) });

const rowOf = (card: Locator, name: string) =>
  card.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });

async function upload(
  card: Locator,
  name: string,
  buffer: Buffer,
  mimeType = 'application/octet-stream',
): Promise<Locator> {
  await card.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  const row = rowOf(card, name);
  await row.waitFor();
  return row;
}

async function deleteRow(page: Page, row: Locator): Promise<void> {
  await button(row, '删除').click();
  await button(page.locator('.ant-popover:not(.ant-popover-hidden)'), '确定').click();
  await row.waitFor({ state: 'detached' });
}

describe('tools: uploads', () => {
  it('uploads a deployment package, lists it with its size and uploader, and deletes it', async () => {
    const { page, card, errors } = await openTool('/tools/deploy', 'deploy-packages');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048, 1)]);
    const row = await upload(card, 'release-1.2.zip', zip, 'application/zip');
    await expect.poll(() => row.innerText()).toMatch(/2\.0 KB[\s\S]*zip[\s\S]*admin/);
    const listed = await expectStatus(
      admin.call<{ content: { name: string }[] }>('GET', 'api/deploy/upload?page=0&size=10'),
      200,
    );
    expect(listed.content.map((item) => item.name)).toContain('release-1.2.zip');

    await deleteRow(page, row);
    const after = await expectStatus(
      admin.call<{ content: { name: string }[] }>('GET', 'api/deploy/upload?page=0&size=10'),
      200,
    );
    expect(after.content.map((item) => item.name)).not.toContain('release-1.2.zip');
    expect(errors).toEqual([]);
  });

  it('uploads a file to the Qiniu bucket, links it, synchronizes a file added elsewhere, and deletes', async () => {
    const { page, card, errors } = await openTool('/tools/storage/qiniuContent', 'qiniu-content');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const row = await upload(card, 'banner.png', png, 'image/png');
    const key = [...qiniu.objects.keys()].find((name) => name.endsWith('-banner.png'));
    expect(key, 'the file reached the bucket').toBeDefined();
    expect(qiniu.objects.get(key!)!.bytes.equals(png)).toBe(true);
    await expect
      .poll(() => row.getByRole('link', { name: named('打开') }).getAttribute('href'))
      .toBe(`https://cdn.example.com/${key}`);
    await expect.poll(() => row.innerText()).toContain('image/png');

    qiniu.objects.set('added-elsewhere.txt', {
      bytes: Buffer.from('hello'),
      mimeType: 'text/plain',
      putTime: Date.now() * 10_000,
    });
    await button(card, '同步').click();
    await page.getByText('已同步：空间中共 2 个文件，新增 1 个，移除 0 个').waitFor();
    await rowOf(card, 'added-elsewhere.txt').waitFor();

    await deleteRow(page, row);
    expect(qiniu.objects.has(key!)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('stores a database script without running it, runs it after a confirmation naming it, and shows a failed run rolled back', async () => {
    const { page, card, errors } = await openTool('/tools/database', 'database-scripts');
    const create = await upload(
      card,
      'e2e-create.sql',
      Buffer.from('CREATE TABLE e2e_tools_demo (id int primary key);\nINSERT INTO e2e_tools_demo VALUES (1);\n'),
      'application/sql',
    );
    await expect.poll(() => create.innerText()).toContain('未执行');

    await button(create, '执行').click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect.poll(() => dialog.innerText()).toContain('确定在数据库连接“E2E target”上执行脚本“e2e-create.sql”吗？');
    await button(dialog, '执行').click();
    await page.getByText('脚本执行成功').waitFor();
    await expect.poll(() => create.getByTestId('script-last-run').innerText()).toMatch(/执行成功[\s\S]*admin/);

    const broken = await upload(
      card,
      'e2e-broken.sql',
      Buffer.from('INSERT INTO e2e_tools_demo VALUES (2);\nINSERT INTO e2e_no_such_table VALUES (1);\n'),
      'application/sql',
    );
    await button(broken, '执行').click();
    await expect.poll(() => dialog.innerText()).toContain('“e2e-broken.sql”');
    await button(dialog, '执行').click();
    const failure = page.locator('.ant-modal-confirm-error');
    await expect.poll(() => failure.innerText()).toMatch(/脚本执行失败，所有更改已回滚：.*e2e_no_such_table/);
    await failure.getByRole('button', { name: /^(OK|确\s?定|知道了)$/ }).click();
    await expect
      .poll(() => broken.getByTestId('script-last-run').innerText())
      .toMatch(/执行失败[\s\S]*e2e_no_such_table/);

    // The first insert of the failed script was rolled back: the table still holds one row.
    const check =
      "DO $$ BEGIN IF (SELECT count(*) FROM e2e_tools_demo) <> 1 THEN RAISE EXCEPTION 'rows: %', (SELECT count(*) FROM e2e_tools_demo); END IF; END $$;\n";
    const form = new FormData();
    form.append('file', new Blob([check]), 'e2e-check.sql');
    const stored = (await (
      await fetch(`${server.baseURL}/prod-api/api/database/upload`, {
        method: 'POST',
        headers: { Authorization: admin.token },
        body: form,
      })
    ).json()) as { id: number };
    const verdict = await expectStatus(
      admin.call<{ success: boolean; error?: string }>('POST', `api/database/run/${stored.id}`, { targetId }),
      200,
    );
    expect(verdict).toMatchObject({ success: true });
    expect(await target.query<{ n: number }>('SELECT count(*)::int AS n FROM e2e_tools_demo')).toEqual([{ n: 1 }]);
    expect(errors).toEqual([]);
  });
});
