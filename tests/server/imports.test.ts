// Import jobs (docs/api.md "Imports"): a template in the caller's language, CSV and .xlsx files
// checked row by row through the POST path (a dry run that writes nothing) with a report of
// (row, field, message), then written all or nothing; an exported file imports back.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExportJobView } from '../../schemas/wire/export';
import type { ImportJobView } from '../../schemas/wire/import';
import { HttpError } from '../../server/lib/http-error';
import { collectionResource } from '../../server/resources/collection';
import { adminAndOperator, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';
import { authed, loginToken } from './helpers/auth';
import { ADMIN_PASSWORD } from './helpers/app';
import { multipartFile } from './helpers/multipart';

const SCREEN = 'tools/register';
const EN = { Language: 'en' };

let t: TestApp;
let admin: Call;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await adminAndOperator(t));
  token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const csv = (rows: string[][]) => Buffer.from('\uFEFF' + rows.map((row) => row.join(',') + '\r\n').join(''));

async function upload(name: string, bytes: Buffer) {
  const { payload, headers } = multipartFile(name, bytes);
  return t.app.inject(
    authed(token, {
      method: 'POST',
      url: `/prod-api/api/imports?screen=${encodeURIComponent(SCREEN)}`,
      payload,
      headers: { ...headers, ...EN },
    }),
  );
}

async function settled(id: string): Promise<ImportJobView> {
  return vi.waitFor(
    async () => {
      const job = (await admin('GET', `api/imports/${id}`, undefined, EN)).json<ImportJobView>();
      if (job.status === 'checking' || job.status === 'committing') throw new Error(`${job.rowsDone}`);
      return job;
    },
    { timeout: 60_000, interval: 50 },
  );
}

async function checked(name: string, bytes: Buffer): Promise<ImportJobView> {
  const start = await upload(name, bytes);
  expect(start.statusCode, start.body).toBe(202);
  return settled(start.json<ImportJobView>().id);
}

async function committed(job: ImportJobView): Promise<ImportJobView> {
  const start = await admin('POST', `api/imports/${job.id}/commit`, undefined, EN);
  expect(start.statusCode, start.body).toBe(202);
  return settled(job.id);
}

/** The screen's usernames, sorted (with repeats). */
async function usernames(): Promise<string[]> {
  const page = (await admin('GET', 'api/register?page=0&size=100')).json<{ content: { username: string }[] }>();
  return page.content.map((row) => row.username).sort();
}

const HEADER = ['Username', 'E-mail', 'Review'];

describe('import jobs', () => {
  it('gives a template of the form’s fields titled in the caller’s language', async () => {
    const res = await admin('GET', `api/imports/template?screen=${SCREEN}&format=csv`, undefined, EN);
    expect(res.statusCode, res.body).toBe(200);
    const header = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    expect(header).toEqual(expect.arrayContaining(HEADER));
    const xlsx = await admin('GET', `api/imports/template?screen=${SCREEN}`, undefined, EN);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, ...header]);
    expect((await admin('GET', 'api/imports/limits')).json()).toMatchObject({ rows: 100_000 });
  });

  it('reports exactly the bad rows and fields, writes nothing, then imports the corrected file', async () => {
    const before = await usernames();
    const bad = [
      HEADER,
      ['alice', 'alice@example.com', '审核通过'],
      ['bob', '', '待审核'],
      ['carol', 'carol@example.com', 'approved'],
      ['d', 'd@example.com', '待审核'],
      ['erin', 'not-an-email', '待审核'],
    ];
    const job = await checked('bad.csv', csv(bad));
    expect(job.status).toBe('checked');
    expect(job.rowsTotal).toBe(5);
    expect(job.problemCount).toBe(3);
    expect(job.problems.map(({ row, field }) => [row, field])).toEqual([
      [3, 'email'],
      [5, 'username'],
      [6, 'email'],
    ]);
    expect(job.problems[0]!.message).toBe('Missing required field E-mail');
    expect(job.problems[0]!.column).toBe('E-mail');
    expect(await usernames()).toEqual(before);
    expect((await admin('POST', `api/imports/${job.id}/commit`)).statusCode).toBe(409);

    const fixed = bad.map((row) =>
      row[0] === 'bob'
        ? ['bob', 'bob@example.com', '待审核']
        : row[0] === 'd'
          ? ['dave', 'd@example.com', '待审核']
          : row,
    );
    // A label as an English export writes it.
    fixed[5] = ['erin', 'erin@example.com', 'Pending review'];
    const clean = await checked('fixed.csv', csv(fixed));
    expect(clean).toMatchObject({ status: 'checked', problemCount: 0, rowsTotal: 5 });
    const done = await committed(clean);
    expect(done).toMatchObject({ status: 'done', rowsDone: 5 });
    expect(await usernames()).toEqual([...before, 'alice', 'bob', 'carol', 'dave', 'erin'].sort());
    const rows = (await admin('GET', 'api/register?page=0&size=100&username=alice')).json<{
      content: { status: string }[];
    }>();
    // The dictionary label went in as its value.
    expect(rows.content[0]!.status).toBe('approved');
    const erin = (await admin('GET', 'api/register?page=0&size=100&username=erin')).json<{
      content: { status: string }[];
    }>();
    expect(erin.content[0]!.status).toBe('pending');
  });

  it('imports an .xlsx file, typed cells and all', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(HEADER);
    sheet.addRow(['xlsx-one', 'one@example.com', '审核驳回']);
    sheet.addRow([]);
    sheet.addRow(['xlsx-two', { text: 'two@example.com', hyperlink: 'mailto:two@example.com' }, 'pending']);
    const job = await checked('book.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(job).toMatchObject({ status: 'checked', problemCount: 0, rowsTotal: 2 });
    await committed(job);
    expect(await usernames()).toEqual(expect.arrayContaining(['xlsx-one', 'xlsx-two']));
  });

  it('rolls every row back when one fails during the commit', async () => {
    const before = await usernames();
    const job = await checked(
      'late.csv',
      csv([HEADER, ['late-1', 'l1@example.com', 'pending'], ['late-2', 'l2@example.com', 'pending']]),
    );
    expect(job.problemCount).toBe(0);
    const original = collectionResource.create!;
    let calls = 0;
    const spy = vi.spyOn(collectionResource, 'create').mockImplementation(async (ctx, body) => {
      if (++calls === 2) throw new HttpError(400, 'validation.invalid', { field: 'email' });
      return original(ctx, body);
    });
    try {
      const failed = await committed(job);
      expect(failed.status).toBe('failed');
      expect(failed.message).toContain('Row 3');
      expect(failed.problems.map(({ row, field }) => [row, field])).toEqual([[3, 'email']]);
    } finally {
      spy.mockRestore();
    }
    expect(await usernames()).toEqual(before);
  });

  it('imports an exported file back', async () => {
    const before = await usernames();
    const start = await admin('POST', 'api/exports', { screen: SCREEN, format: 'xlsx' }, EN);
    const exported = await vi.waitFor(
      async () => {
        const job = (await admin('GET', `api/exports/${start.json<ExportJobView>().id}`)).json<ExportJobView>();
        if (job.status !== 'done') throw new Error(job.status);
        return job;
      },
      { timeout: 30_000, interval: 50 },
    );
    const file = await t.app.inject({ method: 'GET', url: exported.download! });
    const job = await checked('export.xlsx', file.rawPayload);
    expect(job.problemCount, JSON.stringify(job.problems)).toBe(0);
    expect(job.ignoredColumns).toContain('Created');
    await committed(job);
    const after = await usernames();
    expect(before.length).toBeGreaterThan(5);
    expect(after).toEqual([...before, ...before].sort());
  });
});
