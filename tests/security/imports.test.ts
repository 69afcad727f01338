// Import jobs: uploading, the template and the commit need the screen's `add` permission (403,
// checked before the body is read); a job belongs to the tenant and user that uploaded it (404 for
// anyone else, another tenant's admin included); rows land in the uploader's tenant only; and no
// file, however broken or large, gets a 500 or writes anything.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usersRoles } from '../../server/db/schema';
import type { ImportJobView } from '../../schemas/wire/import';
import { client, type Call } from '../server/helpers/api';
import { createUser, loginToken } from '../server/helpers/auth';
import { multipartFile } from '../server/helpers/multipart';
import { unchanged } from './support/db-snapshot';
import { createTwoTenants, type TwoTenants } from './support/two-tenants';

const SCREEN = 'tools/register';
const FORBIDDEN = { status: 403, message: '没有权限执行此操作' };
const EN = { Language: 'en' };

let t: TwoTenants;
let nobody: Call;
beforeAll(async () => {
  t = await createTwoTenants();
  const id = await createUser(t.db, { username: 'nobody', password: 'nobody-pass' });
  await t.db.delete(usersRoles).where(eq(usersRoles.userId, id));
  nobody = client(t, await loginToken(t.app, t.db, 'nobody', 'nobody-pass'));
});
afterAll(() => t.close());

const csv = (text: string) => Buffer.from(text.replace(/\n/g, '\r\n'));

function upload(call: Call, name: string, bytes: Buffer) {
  const { payload, headers } = multipartFile(name, bytes);
  return call('POST', `api/imports?screen=${encodeURIComponent(SCREEN)}`, payload, { ...headers, ...EN });
}

async function settled(call: Call, id: string): Promise<ImportJobView> {
  return vi.waitFor(async () => {
    const job = (await call('GET', `api/imports/${id}`, undefined, EN)).json<ImportJobView>();
    if (job.status === 'checking' || job.status === 'committing') throw new Error(job.status);
    return job;
  });
}

const GOOD = csv('Username,E-mail,Review\nmine-1,m1@example.com,pending\n');

describe('import permissions and isolation', () => {
  it("needs the screen's add permission, before the file is read", async () => {
    await unchanged(t.db, async () => {
      expect((await upload(nobody, 'a.csv', GOOD)).statusCode).toBe(403);
      expect((await nobody('GET', `api/imports/template?screen=${SCREEN}`)).json()).toEqual(FORBIDDEN);
    });
  });

  it("keeps a job to its uploader and the rows in the uploader's tenant", async () => {
    const started = await upload(t.admin, 'a.csv', GOOD);
    expect(started.statusCode, started.body).toBe(202);
    const job = await settled(t.admin, started.json<ImportJobView>().id);
    expect(job).toMatchObject({ status: 'checked', problemCount: 0 });
    for (const call of [t.other, nobody]) {
      expect((await call('GET', `api/imports/${job.id}`)).statusCode).toBe(404);
      expect((await call('POST', `api/imports/${job.id}/commit`)).statusCode).toBe(404);
      expect((await call('DELETE', `api/imports/${job.id}`)).statusCode).toBe(404);
    }
    expect((await t.admin('POST', `api/imports/${job.id}/commit`)).statusCode).toBe(202);
    expect((await settled(t.admin, job.id)).status).toBe('done');
    const names = async (call: Call) =>
      (await call('GET', 'api/register?page=0&size=100&username=mine-1')).json<{ content: unknown[] }>().content;
    expect(await names(t.admin)).toHaveLength(1);
    expect(await names(t.other)).toHaveLength(0);
  });
});

describe('broken files', () => {
  const cases: [string, Buffer, string][] = [
    ['empty.csv', Buffer.alloc(0), 'The first row names none of this form’s columns'],
    ['noise.csv', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 'The first row names none'],
    ['fake.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(2048, 7)]), 'cannot be read'],
    ['header-only.csv', csv('Username,E-mail\n'), 'no data rows'],
    ['quotes.csv', csv('Username,E-mail\n"unterminated,x\n'), ''],
  ];
  it.each(cases)('%s: a clear answer, no 500, nothing written', async (name, bytes, message) => {
    await unchanged(t.db, async () => {
      const started = await upload(t.admin, name, bytes);
      expect(started.statusCode, started.body).toBe(202);
      const job = await settled(t.admin, started.json<ImportJobView>().id);
      expect(['failed', 'checked']).toContain(job.status);
      if (job.status === 'failed') expect(job.message).toContain(message);
      else expect(job.problemCount).toBeGreaterThan(0);
    });
  });

  it('refuses a body that is no upload, and a file over the size limit, with the limit named', async () => {
    await unchanged(t.db, async () => {
      const plain = await t.admin('POST', `api/imports?screen=${SCREEN}`, { rows: [] }, EN);
      expect(plain.statusCode).toBe(400);
      expect(plain.json<{ message: string }>().message).toContain('Choose a CSV or .xlsx file');
      const limits = (await t.admin('GET', 'api/imports/limits')).json<{ bytes: number }>();
      const huge = await upload(t.admin, 'huge.csv', Buffer.alloc(limits.bytes + 1, 'a'));
      expect(huge.statusCode).toBe(413);
      expect(huge.json<{ message: string }>().message).toContain(`${limits.bytes / 1024 / 1024} MB`);
    });
  });
});
