// Codes sent by mail (password reset, e-mail change) are never stored or shown in clear: after a
// code is requested and delivered, no row of any table and no answer of the e-mail log holds it;
// the e-mail log shows it masked and will not let a mail holding one be redirected; the code from
// the delivered mail still works.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../server/helpers/app';
import { client, type Call } from '../server/helpers/api';
import { attemptLogin, encrypt, loginToken } from '../server/helpers/auth';
import { openMailbox, type Mailbox } from '../server/helpers/mailbox';
import { rowsOf, unchanged } from './support/db-snapshot';

let t: TestApp;
let admin: Call;
let mailbox: Mailbox;
beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  mailbox = await openMailbox(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

/** The text of every row of every table, taken now. */
async function everyRow(): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    t.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const rows: string[] = [];
  for (const { name } of tables)
    rows.push(
      ...(await rowsOf<{ row: string }>(t.db, sql`SELECT t::text AS row FROM ${sql.identifier(name)} t`)).map(
        ({ row }) => `${name}: ${row}`,
      ),
    );
  return rows;
}

/** The code as a word of its own (not inside a timestamp's microseconds or a hex digest). */
const holding = (code: string) => new RegExp(`(?<![0-9A-Za-z.])${code}(?![0-9A-Za-z])`);

interface LoggedMail {
  id: number;
  toAddress: string;
  subject: string;
  body: string;
}
const emailLog = async () => {
  const answer = await admin('GET', 'api/emailLog?page=0&size=100');
  expect(answer.statusCode).toBe(200);
  return answer;
};

describe('codes in mail', () => {
  it('a reset code is masked in the e-mail log, sealed in the outbox, delivered, and works (the reproduction)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/prod-api/auth/resetCode', payload: { username: 'admin' } }))
        .statusCode,
    ).toBe(200);
    const [queued] = (await emailLog())
      .json<{ content: LoggedMail[] }>()
      .content.filter((mail) => mail.subject === '重置密码验证码');
    expect(queued!.body).toMatch(/^您的重置密码验证码是 \*{6}，10 分钟内有效/);
    expect(Object.keys(queued!)).not.toContain('sealedSecret');
    const single = await admin('GET', `api/emailLog/${queued!.id}`);
    expect(Object.keys(single.json<object>())).not.toContain('sealedSecret');
    // Redirecting the pending mail would deliver the code elsewhere.
    const redirect = await unchanged(t.db, () =>
      admin('PUT', 'api/emailLog', {
        id: queued!.id,
        subject: queued!.subject,
        body: queued!.body,
        toAddress: 'attacker@example.com',
      }),
    );
    expect(redirect.json()).toEqual({ status: 409, message: '该邮件含有验证码，不能修改' });
    const pending = await everyRow();

    const code = await mailbox.codeSentTo('admin@example.com');
    expect([...pending, ...(await everyRow())].filter((row) => holding(code).test(row))).toEqual([]);
    expect((await emailLog()).body).not.toMatch(holding(code));

    const reset = await t.app.inject({
      method: 'POST',
      url: '/prod-api/api/sysUser/resetPass',
      payload: { username: 'admin', newPass: encrypt('after-reset-1'), code },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attemptLogin(t.app, t.db, { username: 'admin', password: 'after-reset-1' })).statusCode).toBe(200);
    admin = client(t, await loginToken(t.app, t.db, 'admin', 'after-reset-1'));
  });

  it('an e-mail change code is masked and sealed alike, and works', async () => {
    expect((await admin('POST', 'api/sysUser/emailCode', { email: 'boss@example.com' })).statusCode).toBe(200);
    const pending = await everyRow();
    const code = await mailbox.codeSentTo('boss@example.com');
    expect([...pending, ...(await everyRow())].filter((row) => holding(code).test(row))).toEqual([]);
    const [logged] = (await emailLog())
      .json<{ content: LoggedMail[] }>()
      .content.filter((mail) => mail.toAddress === 'boss@example.com');
    expect(logged!.body).toMatch(/^您修改邮箱的验证码是 \*{6}，/);
    const changed = await admin('POST', `api/sysUser/updateEmail/${code}`, {
      password: encrypt('after-reset-1'),
      email: 'boss@example.com',
    });
    expect(changed.statusCode).toBe(200);
  });
});
