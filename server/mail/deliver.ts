// Delivers the mail that is due: each claimed mail goes out through its tenant's SMTP settings. A
// failed attempt is tried again later (1 min, 5 min, 30 min, 2 h, or MAIL_RETRY_DELAYS_MS as a
// comma-separated list); after the last one the mail is failed, and an admin can send it again
// from the e-mail log. Without enabled settings no attempt
// is made: the mail waits (and says why) until an admin enables a mail server.
import type { Repositories } from '../repositories/index';
import type { QueuedMail } from '../repositories/mail-outbox';
import { deliveredText, type MailSealer } from './secret';
import { smtpSettingsOf, type SendMail, type SmtpSettings } from './smtp';

const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export function retryDelays(): number[] {
  const listed = (process.env.MAIL_RETRY_DELAYS_MS ?? '').split(',').filter(Boolean).map(Number);
  return listed.length > 0 && listed.every((ms) => Number.isInteger(ms) && ms > 0) ? listed : DEFAULT_RETRY_DELAYS_MS;
}
const BATCH = 20;
/** Longer than one SMTP exchange may take (its timeouts are 15 s each), so a held mail is not taken twice. */
const HOLD_MS = 2 * 60_000;
const NOT_CONFIGURED_RETRY_MS = 60_000;
export const NOT_CONFIGURED = 'no enabled mail server (tools: e-mail settings)';
export const UNSEALABLE =
  'its code cannot be opened with this deployment key (the key was replaced): ask for a new code';

/** The retry delay after the attempt that failed, or null when it was the last. */
export const retryDelayAfter = (attemptsBefore: number): number | null => retryDelays()[attemptsBefore] ?? null;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Sends the due mail once; returns how many went out. */
export async function deliverDueMail(repos: Repositories, send: SendMail, sealer: MailSealer): Promise<number> {
  const claimed = await repos.mailOutbox.claimDue(BATCH, HOLD_MS);
  const settings = new Map<number, Promise<SmtpSettings | null>>();
  let sent = 0;
  for (const mail of claimed) {
    if (!settings.has(mail.tenantId)) settings.set(mail.tenantId, smtpSettingsOf(repos, mail.tenantId));
    const smtp = await settings.get(mail.tenantId)!;
    if (!smtp) {
      await repos.mailOutbox.defer(mail.id, NOT_CONFIGURED, NOT_CONFIGURED_RETRY_MS);
      continue;
    }
    if (await attempt(repos, send, sealer, smtp, mail)) sent += 1;
  }
  return sent;
}

async function attempt(
  repos: Repositories,
  send: SendMail,
  sealer: MailSealer,
  smtp: SmtpSettings,
  mail: QueuedMail,
): Promise<boolean> {
  const text = deliveredText(sealer, mail.body, mail.sealedSecret);
  if (text === null) {
    await repos.mailOutbox.markFailed(mail.id, UNSEALABLE, null);
    return false;
  }
  try {
    await send(smtp, { to: mail.toAddress, subject: mail.subject, text });
  } catch (error) {
    await repos.mailOutbox.markFailed(mail.id, describe(error), retryDelayAfter(mail.attempts));
    return false;
  }
  await repos.mailOutbox.markSent(mail.id);
  return true;
}
