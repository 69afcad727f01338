// Export jobs (docs/api.md "Exports"): every row however many (beyond the old 10,000 cap of an
// unpaged list, read in keyset batches), CSV and .xlsx, cells as the list shows them (dictionary
// labels, dates in the caller's zone, titles translated), formulas neutralised, filters, sort and
// columns as asked, and jobs visible to their owner only. An unpaged list over its limit says so.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNPAGED_LIMIT } from '../../server/repositories/list-sql';
import { EXPORT_BATCH_SIZE } from '../../server/screens/export-jobs';
import type { ExportJobView } from '../../schemas/wire/export';
import { adminAndOperator, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';

const ROWS = UNPAGED_LIMIT + 50;
const HOSTILE = '=HYPERLINK("http://evil.example","x")';

let t: TestApp;
let admin: Call;
let operator: Call;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operator } = await adminAndOperator(t));
  // Straight into the table: 10,050 orders through the API would take minutes.
  await t.db.execute(sql`
    INSERT INTO collection_rows (tenant_id, screen_id, data)
    SELECT 1, 'shop/order', jsonb_build_object(
      'orderNo', CASE WHEN n = 7 THEN ${HOSTILE} ELSE 'NO' || lpad(n::text, 6, '0') END,
      'payType', CASE WHEN n % 2 = 0 THEN 'wechat' ELSE 'alipay' END,
      'payAmount', (n % 97),
      'payTime', CASE WHEN n = 8 THEN '2024-03-05 10:20:30' ELSE '2024-03-05T02:20:30.000Z' END)
    FROM generate_series(1, ${ROWS}) AS n`);
}, 120_000);
afterAll(() => t.close());

async function finished(call: Call, started: ExportJobView): Promise<ExportJobView> {
  return vi.waitFor(
    async () => {
      const job = (await call('GET', `api/exports/${started.id}`)).json<ExportJobView>();
      if (job.status === 'running') throw new Error(`${job.rowsDone} of ${job.rowsTotal}`);
      return job;
    },
    { timeout: 60_000, interval: 50 },
  );
}

async function exported(body: object, headers?: Record<string, string>) {
  const start = await admin('POST', 'api/exports', { screen: 'shop/order', ...body }, headers);
  expect(start.statusCode, start.body).toBe(202);
  const job = await finished(admin, start.json<ExportJobView>());
  expect(job.status, job.message).toBe('done');
  const file = await t.app.inject({ method: 'GET', url: job.download! });
  expect(file.statusCode).toBe(200);
  return { job, file };
}

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('export jobs', () => {
  it('exports every row as CSV, past the old cap, in batches, as the list shows them', async () => {
    const { job, file } = await exported(
      { format: 'csv', columns: ['orderNo', 'payType', 'payTime'] },
      { 'Time-Zone': 'Asia/Shanghai', Language: 'en' },
    );
    expect(ROWS).toBeGreaterThan(EXPORT_BATCH_SIZE * 10);
    expect(job).toMatchObject({ rowsDone: ROWS, rowsTotal: ROWS, fileName: 'shop-order.csv' });
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvRows(file.body);
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe('Order no.,Payment method,Paid at');
    // Dictionary labels in the caller's language.
    expect(lines[1]).toBe('NO000001,Alipay,2024-03-05 10:20:30');
    expect(lines[7]).toBe(`"'${HOSTILE.replace(/"/g, '""')}",Alipay,2024-03-05 10:20:30`);
    // A time stored without a zone is a wall time: written as it is, not moved into the caller's zone.
    expect(lines[8]).toBe('NO000008,WeChat Pay,2024-03-05 10:20:30');
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(ROWS);
  });

  it('exports .xlsx with the same cells, numbers typed and formulas as text', async () => {
    const { file } = await exported({ format: 'xlsx', columns: ['orderNo', 'payAmount'] });
    expect(file.headers['content-disposition']).toContain('shop-order.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, '订单号', '实付金额']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'NO000001', 1]);
    expect(sheet.getRow(8).getCell(1).value).toBe(`'${HOSTILE}`);
  });

  it('keeps the list’s filters and its sort across batches', async () => {
    const filtered = await exported({ format: 'csv', columns: ['orderNo'], query: { orderNo: 'NO00010' } });
    expect(csvRows(filtered.file.body).slice(1)).toEqual(Array.from({ length: 10 }, (_, i) => `NO00010${i}`));

    const sorted = await exported({
      format: 'csv',
      columns: ['orderNo', 'payAmount'],
      query: { sort: 'payAmount,desc' },
    });
    // The amount is the last cell (the hostile order number holds a comma).
    const rows = csvRows(sorted.file.body)
      .slice(1)
      .map((line) => [line.slice(0, line.lastIndexOf(',')), line.slice(line.lastIndexOf(',') + 1)] as const);
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map(([orderNo]) => orderNo)).size).toBe(ROWS);
    const amounts = rows.map(([, amount]) => Number(amount));
    expect(amounts.every((amount, i) => i === 0 || amount <= amounts[i - 1]!)).toBe(true);
  });

  it('shows a job and its file to its owner only', async () => {
    const start = (await admin('POST', 'api/exports', { screen: 'shop/order', format: 'csv' })).json<ExportJobView>();
    const job = await finished(admin, start);
    expect((await admin('GET', 'api/exports')).json<{ content: ExportJobView[] }>().content.map((j) => j.id)).toContain(
      job.id,
    );
    expect((await operator('GET', `api/exports/${job.id}`)).statusCode).toBe(404);
    expect((await operator('GET', 'api/exports')).json()).toEqual({ content: [] });
    const wrong = job.download!.replace(/token=\w+/, `token=${'0'.repeat(64)}`);
    expect((await t.app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: job.download!.replace(/\?.*$/, '') })).statusCode).toBe(404);
  });

  it('can export every screen with the standard calls (each has a list resource)', async () => {
    const screens = (await t.app.screens.all()).map(({ screen }) => screen);
    expect(screens.length).toBeGreaterThan(50);
    const listless = screens.filter(
      (screen) => screen.storage !== 'collection' && !t.app.screenResources.has(screen.id),
    );
    expect(listless.map((screen) => screen.id)).toEqual([]);
  });

  it('refuses what it cannot do with a message that says why', async () => {
    const bad = async (body: object, status = 400) => {
      const answer = await admin('POST', 'api/exports', body, { Language: 'en' });
      expect(answer.statusCode, answer.body).toBe(status);
      return answer.json<{ message: string }>().message;
    };
    expect(await bad({ screen: 'shop/order', format: 'pdf' })).toBeTruthy();
    expect(await bad({ screen: 'shop/order', format: 'csv', columns: ['password'] })).toContain('password');
    expect(await bad({ screen: 'shop/order', format: 'csv', query: { secret: 'x' } })).toContain('secret');
    // A screen with its own calls has no list the server reads: the browser offers no export there.
    expect(await bad({ screen: 'imchat/agents', format: 'csv' }, 404)).toBeTruthy();
    expect(await bad({ screen: 'no/such', format: 'csv' }, 404)).toBeTruthy();
  });

  it('answers an unpaged list over its limit with a 400 naming the limit, not a silent cut', async () => {
    const answer = await admin('GET', 'api/shopOrder', undefined, { Language: 'en' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(String(UNPAGED_LIMIT));
    // A page's total above 10,000 matches is the planner's estimate, and says so.
    const page = (await admin('GET', 'api/shopOrder?page=0&size=10')).json();
    expect(page).toMatchObject({ totalEstimated: true });
    expect(page.totalElements).toBeGreaterThan(10_000);
    expect((await admin('GET', `api/shopOrder?page=0&size=10&orderNo=NO0${ROWS}`)).json()).toMatchObject({
      totalElements: 1,
    });
  });
});
