// Forgotten password: a 6-digit code by e-mail, then a new password with that code.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { limits } from '../config';
import type { MessageKey, MessageParams } from '../i18n/index';
import { badRequest } from '../lib/http-error';
import { hashPassword } from '../lib/password';
import type { Decryptor } from '../lib/rsa';
import { hashToken } from '../lib/token';
import type { Repositories } from '../repositories/index';
import { maskedMail, type MailSealer } from '../mail/secret';
import { takeTurn } from './rate-limit';

export interface ResetCodeDeps {
  repos: Repositories;
  log: FastifyBaseLogger;
  sealer: MailSealer;
  /** Translates the mail into the language of the person asking. */
  t(key: MessageKey, params?: MessageParams): string;
}

const PER_ACCOUNT = { bucket: 'reset-code', max: limits.resetCodesPerAccount, windowMs: limits.resetCodeWindow };
const PER_IP = { bucket: 'reset-code', max: limits.resetCodesPerIp, windowMs: limits.resetCodeWindow };

/** Counts the request per account and IP, or throws 429 past either limit. Unknown accounts count
 * too, so a 429 says nothing about whether an account exists. */
const limitResetRequests = (repos: Repositories, username: string, ip: string) =>
  takeTurn(repos.rateLimits, [
    { limit: PER_ACCOUNT, key: `account:${username.toLowerCase()}` },
    { limit: PER_IP, key: `ip:${ip}` },
  ]);

/** Sends a code when the account exists and has an e-mail; the caller answers the same either
 * way, so the call cannot be used to find out which accounts exist. */
export async function sendResetCode(
  { repos, log, sealer, t }: ResetCodeDeps,
  username: string,
  ip: string,
): Promise<void> {
  await limitResetRequests(repos, username, ip);
  const user = await repos.users.findByUsername(username);
  if (!user?.email) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  // The code is hashed like a token: it grants a password change until it is used or expires.
  await repos.resetCodes.issue(user.tenantId, user.id, hashToken(code), limits.resetCodeTtl);
  const mail = {
    tenantId: user.tenantId,
    to: user.email,
    subject: t('auth.resetCodeMailSubject'),
    ...maskedMail(sealer, code, (shown) =>
      t('auth.resetCodeMailBody', { code: shown, minutes: limits.resetCodeTtl / 60_000 }),
    ),
  };
  await repos.mailOutbox.add(mail);
  // The code is a secret: the log names the mail only, the e-mail log shows it masked, and only
  // the mail sender opens it (mail/secret.ts).
  log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail queued in mail_outbox');
}

export interface ResetPasswordDeps {
  repos: Repositories;
  decryptPassword: Decryptor;
}

export interface ResetPasswordInput {
  username: string;
  /** RSA-encrypted, base64. */
  newPass: string;
  code: string;
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Sets the new password and revokes every session of the user. */
export async function resetPassword({ repos, decryptPassword }: ResetPasswordDeps, input: ResetPasswordInput) {
  const user = await repos.users.findByUsername(input.username);
  // An unknown user looks like a user without a code.
  const active = user ? await repos.resetCodes.findActive(user.id, limits.resetCodeAttempts) : null;
  if (!user || !active) throw badRequest('auth.captchaMissing');
  if (!sameHash(hashToken(input.code.trim()), active.codeHash)) {
    await repos.resetCodes.recordWrongGuess(active.id);
    throw badRequest('auth.captchaWrong');
  }
  const password = decryptPassword(input.newPass);
  if (password === null) throw badRequest('auth.passwordUndecryptable');
  if (password.length < limits.passwordMin || password.length > limits.passwordMax) {
    throw badRequest('auth.passwordLength');
  }
  const passwordHash = await hashPassword(password);
  await repos.transaction(async (tx) => {
    // A concurrent request may have used the code in between; then this one must not succeed.
    if (!(await tx.resetCodes.use(active.id))) throw badRequest('auth.captchaMissing');
    await tx.users.setPassword(user.tenantId, user.id, passwordHash);
    await tx.sessions.revokeAllOfUser(user.id);
  });
}
