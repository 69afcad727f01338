// Mail is delivered through the tenant's enabled SMTP settings (tools/email) to a local SMTP
// stand-in: mails written in the e-mail log and the server's own (reset codes), retries with the
// mail server's answer, failure after the last attempt, sending again, and no double delivery.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { NOT_CONFIGURED, deliverDueMail, retryDelays } from '../../server/mail/deliver';
import { sendWithSmtp } from '../../server/mail/smtp';
import { adminAndOperator, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';
import { SMTP_ACCOUNT, startSmtpStandIn, type SmtpStandIn } from './stand-ins/smtp';

let t: TestApp;
let admin: Call;
let operator: Call;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp();
  ({ admin, operator } = await adminAndOperator(t));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.rejected.clear();
});

interface LoggedMail {
  id: number;
  toAddress: string;
  subject: string;
  body: string;
  status: string;
  attempts: number;
  lastError: string;
  sentAt?: string;
}
const deliver = () => deliverDueMail(t.repos, sendWithSmtp, t.app.mailSealer);
const logged = async (id: number) => (await admin('GET', `api/emailLog/${id}`)).json<LoggedMail>();
const write = async (toAddress: string, subject: string) => {
  const answer = await admin('POST', 'api/emailLog', { toAddress, subject, body: `Body of ${subject}` });
  expect(answer.statusCode).toBe(201);
  return answer.json<LoggedMail>();
};
/** Makes a mail waiting for its next attempt due now. */
const makeDue = (id: number) =>
  t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id));

describe('mail delivery', () => {
  it('waits, without using an attempt, while no mail server is enabled', async () => {
    const mail = await write('customer@example.com', 'Waiting');
    expect(mail).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliver()).toBe(0);
    expect(await logged(mail.id)).toMatchObject({ status: 'pending', attempts: 0, lastError: NOT_CONFIGURED });
    await t.db.delete(mailOutbox);
  });

  it('sends a mail written in the e-mail log through the enabled settings, once', async () => {
    const settings = {
      name: 'Shop mail',
      host: '127.0.0.1',
      port: smtp.port,
      fromUser: SMTP_ACCOUNT.user,
      fromName: 'The Shop',
      user: SMTP_ACCOUNT.user,
      pass: SMTP_ACCOUNT.pass,
      ssl: false,
      enabled: true,
    };
    expect((await admin('POST', 'api/emailConfig', settings)).statusCode).toBe(201);
    const mail = await write('customer@example.com', 'Your order has shipped');

    // Two senders at once (two instances, or a tick beside another): one mail, one delivery.
    const counts = await Promise.all([deliver(), deliver()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received!.subject).toBe('Your order has shipped');
    expect(received!.text?.trim()).toBe('Body of Your order has shipped');
    expect(received!.from?.value[0]).toMatchObject({ name: 'The Shop', address: SMTP_ACCOUNT.user });
    expect(received!.to && !Array.isArray(received!.to) ? received!.to.value[0]!.address : null).toBe(
      'customer@example.com',
    );
    const sent = await logged(mail.id);
    expect(sent).toMatchObject({ status: 'success', attempts: 1, lastError: '' });
    expect(Date.parse(sent.sentAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await deliver()).toBe(0);
  });

  it('delivers the server’s own mail: a password reset code reaches the user’s mailbox', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/resetCode',
      payload: { username: 'admin' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    const [received] = smtp.received;
    expect(received!.subject).toBe('重置密码验证码');
    expect(received!.text).toMatch(/验证码是 \d{6}，/);
  });

  it('keeps the mail server’s answer and tries again later, then fails after the last attempt; a failed mail can be sent again', async () => {
    smtp.rejected.add('nobody@example.com');
    const mail = await write('nobody@example.com', 'Bounces');
    expect(await deliver()).toBe(0);
    const first = await logged(mail.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toMatch(/550/);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + retryDelays()[0]! - 10_000);
    expect(await deliver()).toBe(0);
    expect((await logged(mail.id)).attempts).toBe(1);

    for (let attempt = 2; attempt <= retryDelays().length + 1; attempt++) {
      await makeDue(mail.id);
      await deliver();
    }
    expect(await logged(mail.id)).toMatchObject({ status: 'failed', attempts: retryDelays().length + 1 });
    await makeDue(mail.id);
    await deliver();
    expect((await logged(mail.id)).attempts).toBe(retryDelays().length + 1);

    expect((await operator('POST', `api/emailLog/resend/${mail.id}`)).statusCode).toBe(403);
    smtp.rejected.clear();
    const resend = await admin('POST', `api/emailLog/resend/${mail.id}`);
    expect(resend.json()).toEqual({ success: true });
    expect(await deliver()).toBe(1);
    expect(await logged(mail.id)).toMatchObject({ status: 'success', attempts: 1, lastError: '' });
  });

  it('refuses to send again a mail that did not fail, or to change a sent one', async () => {
    const sent = (await admin('GET', 'api/emailLog?status=success&page=0&size=1')).json<{ content: LoggedMail[] }>()
      .content[0]!;
    const again = await admin('POST', `api/emailLog/resend/${sent.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('只有发送失败的邮件可以重新发送');
    const changed = await admin('PUT', 'api/emailLog', {
      id: sent.id,
      toAddress: 'other@example.com',
      subject: 'x',
      body: 'y',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json<{ message: string }>().message).toBe('邮件已发送，不能再修改');
    expect((await admin('POST', 'api/emailLog/resend/999999')).statusCode).toBe(404);
  });

  it('records a refused login to the mail server as the attempt’s error', async () => {
    const settings = (await admin('GET', 'api/emailConfig?page=0&size=1')).json<{ content: { id: number }[] }>()
      .content[0]!;
    expect(
      (
        await admin('PUT', 'api/emailConfig', {
          id: settings.id,
          name: 'Shop mail',
          host: '127.0.0.1',
          port: smtp.port,
          fromUser: SMTP_ACCOUNT.user,
          user: SMTP_ACCOUNT.user,
          pass: 'wrong',
          ssl: false,
          enabled: true,
        })
      ).statusCode,
    ).toBe(200);
    const mail = await write('customer@example.com', 'Wrong password');
    expect(await deliver()).toBe(0);
    expect((await logged(mail.id)).lastError).toMatch(/535|auth/i);
    expect(smtp.received).toHaveLength(0);
  });

  it('validates a written mail on the server', async () => {
    const bad = await admin('POST', 'api/emailLog', { toAddress: 'not-an-address', subject: 'x', body: 'y' });
    expect(bad.statusCode).toBe(400);
    const smuggled = await admin('POST', 'api/emailLog', {
      toAddress: 'a@example.com',
      subject: 'x',
      body: 'y',
      status: 'success',
    });
    expect(smuggled.statusCode).toBe(400);
  });
});
