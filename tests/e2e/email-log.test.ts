// The e-mail log in Chromium against the real server and a local SMTP stand-in: a mail written in
// the screen is delivered by the server's mail sender through the enabled mail settings, and its row
// then says 成功; a mail the mail server refuses shows the server's answer and can be sent again
// once it failed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SMTP_ACCOUNT, startSmtpStandIn, type SmtpStandIn } from '../server/stand-ins/smtp';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const session = setupBrowser();
let admin: ApiSession;
let smtp: SmtpStandIn;
let settingsId: number;

beforeAll(async () => {
  admin = await apiLogin(baseURL);
  smtp = await startSmtpStandIn();
  const settings = {
    name: `Mail ${tag}`,
    host: '127.0.0.1',
    port: smtp.port,
    fromUser: SMTP_ACCOUNT.user,
    fromName: 'Shop',
    user: SMTP_ACCOUNT.user,
    pass: SMTP_ACCOUNT.pass,
    ssl: false,
    enabled: true,
  };
  settingsId = (await expectStatus(admin.call<{ id: number }>('POST', 'api/emailConfig', settings), 201)).id;
});
afterAll(async () => {
  // Later tests must not find mail settings pointing at a closed port.
  await admin.call('DELETE', 'api/emailConfig', [settingsId]);
  await smtp.close();
});

interface LoggedMail {
  id: number;
  subject: string;
  status: string;
  lastError: string;
}
const mailsOf = async (subject: string) =>
  (
    await expectStatus(
      admin.call<{ content: LoggedMail[] }>(
        'GET',
        `api/emailLog?subject=${encodeURIComponent(subject)}&page=0&size=10`,
      ),
      200,
    )
  ).content;

describe('e-mail log', () => {
  it('sends a mail written in the screen through the mail settings, and shows it sent', async () => {
    const { page, view, errors } = await session.screen('/tools/emailLog');
    const subject = `Order shipped ${tag}`;
    await view.button('新增').click();
    await view.field('收件人').fill(`customer-${tag}@example.com`);
    await view.field('主题').fill(subject);
    await view.field('正文').fill('Your parcel is on its way.');
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await view.row(subject).getByText('待发送').waitFor();

    await expect.poll(async () => (await mailsOf(subject))[0]?.status, { timeout: 30_000 }).toBe('success');
    const received = smtp.received.find((mail) => mail.subject === subject);
    expect(received?.text?.trim()).toBe('Your parcel is on its way.');
    await page.reload();
    await view.row(subject).getByText('成功').waitFor();
    expectNoPageErrors(errors);
  });

  it('shows the mail server’s refusal, and sends a failed mail again from its row', async () => {
    const { page, view, errors } = await session.screen('/tools/emailLog');
    const subject = `Bounce ${tag}`;
    const recipient = `gone-${tag}@example.com`;
    smtp.rejected.add(recipient);
    await expectStatus(admin.call('POST', 'api/emailLog', { toAddress: recipient, subject, body: 'Hello' }), 201);
    // The e2e server retries four times within seconds (global-setup.ts), then the mail has failed.
    await expect.poll(async () => (await mailsOf(subject))[0]?.status, { timeout: 30_000 }).toBe('failed');
    expect((await mailsOf(subject))[0]!.lastError).toMatch(/550/);
    await page.reload();
    const row = view.row(subject);
    await row.getByText('失败').waitFor();
    await row.getByText(/550/).waitFor();

    smtp.rejected.delete(recipient);
    await view.button('重新发送', row).click();
    await view.button('确定', page.locator('.ant-popover:not(.ant-popover-hidden)')).click();
    await expect.poll(async () => (await mailsOf(subject))[0]?.status, { timeout: 30_000 }).toBe('success');
    expectNoPageErrors(errors);
  });
});
