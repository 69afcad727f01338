// A local SMTP server standing in for a company's mail server (smtp-server, from nodemailer's
// authors): it checks one account, records every accepted mail parsed (mailparser), and refuses the
// recipients a test marks as rejected, as a real server answers an unknown mailbox.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_ACCOUNT = { user: 'shop@example.com', pass: 'smtp-secret' };

export interface SmtpStandIn {
  port: number;
  received: ParsedMail[];
  /** Recipients answered with 550. */
  rejected: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ParsedMail[] = [];
  const rejected = new Set<string>();
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust in tests.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_ACCOUNT.user && auth.password === SMTP_ACCOUNT.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('535 Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    rejected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
