// The mail a test user receives: the SMTP stand-in becomes the tenant's enabled mail server and
// the mail sender runs by hand. Codes are read from delivered mail only: the outbox holds them
// masked (server/mail/secret.ts).
import type { ParsedMail } from 'mailparser';
import { deliverDueMail } from '../../../server/mail/deliver';
import { sendWithSmtp } from '../../../server/mail/smtp';
import { SMTP_ACCOUNT, startSmtpStandIn } from '../stand-ins/smtp';
import { client } from './api';
import { ADMIN_PASSWORD, type TestApp } from './app';
import { loginToken } from './auth';

export interface Mailbox {
  /** Delivers what is due and answers the newest mail to `address`. */
  newestTo(address: string): Promise<ParsedMail>;
  /** The 6-digit code of the newest mail to `address`. */
  codeSentTo(address: string): Promise<string>;
  close(): Promise<void>;
}

const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined);

export async function openMailbox(t: TestApp): Promise<Mailbox> {
  const smtp = await startSmtpStandIn();
  const admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  const settings = {
    name: 'Test mail',
    host: '127.0.0.1',
    port: smtp.port,
    fromUser: SMTP_ACCOUNT.user,
    fromName: 'Back office',
    user: SMTP_ACCOUNT.user,
    pass: SMTP_ACCOUNT.pass,
    ssl: false,
    enabled: true,
  };
  const created = await admin('POST', 'api/emailConfig', settings);
  if (created.statusCode !== 201) throw new Error(`mail settings: ${created.body}`);
  const newestTo = async (address: string) => {
    await deliverDueMail(t.repos, sendWithSmtp, t.app.mailSealer);
    const mail = smtp.received.filter((received) => recipient(received) === address).at(-1);
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  };
  return {
    newestTo,
    async codeSentTo(address) {
      const text = (await newestTo(address)).text ?? '';
      return /\b(\d{6})\b/.exec(text)![1]!;
    },
    close: () => smtp.close(),
  };
}
