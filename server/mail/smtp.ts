// Sends one mail through the tenant's SMTP server with nodemailer (docs/decisions.md). The
// settings are the first enabled row of the `tools/email` screen; its password is write-only there
// and read only here.
import nodemailer from 'nodemailer';
import type { Repositories } from '../repositories/index';

export const EMAIL_CONFIG_SCREEN = 'tools/email';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  ssl: boolean;
  user: string;
  pass: string;
  fromUser: string;
  fromName: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text: every mail of the server is text, so no markup reaches the recipient's client. */
  text: string;
}

export type SendMail = (settings: SmtpSettings, mail: OutgoingMail) => Promise<void>;

const TIMEOUT_MS = 15_000;

export async function smtpSettingsOf(repos: Repositories, tenantId: number): Promise<SmtpSettings | null> {
  const rows = await repos.collections.findAll(tenantId, EMAIL_CONFIG_SCREEN, { enabled: true }, 1);
  const data = rows[0]?.data;
  if (!data) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    host: text(data.host),
    port: Number(data.port) || 465,
    ssl: data.ssl !== false,
    user: text(data.user),
    pass: text(data.pass),
    fromUser: text(data.fromUser),
    fromName: text(data.fromName),
  };
}

export const sendWithSmtp: SendMail = async (settings, mail) => {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.ssl,
    auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: { name: settings.fromName, address: settings.fromUser },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
  } finally {
    transport.close();
  }
};
