// The login flow: rate limit, captcha, credentials, then a new session.
import { limits } from '../config';
import { translate, type MessageKey } from '../i18n/index';
import { badRequest } from '../lib/http-error';
import { dummyHash, verifyPassword } from '../lib/password';
import type { Decryptor } from '../lib/rsa';
import { hashToken, newToken } from '../lib/token';
import type { Repositories } from '../repositories/index';
import { captchaMatches } from './captcha';
import { forgiveFailures, recordFailure, refuseIfLocked } from './login-lock';
import { tenantRefusal } from './tenant-limits';
import { loadUserInfo, type UserInfo } from './user-info';

export interface LoginDeps {
  repos: Repositories;
  decryptPassword: Decryptor;
  /** false: any non-empty code passes (BACKOFFICE_CAPTCHA=off, automated tests only). */
  captcha: boolean;
}

export interface LoginInput {
  username: string;
  /** RSA-encrypted, base64. */
  password: string;
  code: string;
  uuid: string;
  ip: string;
  userAgent: string;
}

export async function login(deps: LoginDeps, input: LoginInput): Promise<{ token: string; user: UserInfo }> {
  const { repos } = deps;
  // Checked before anything else, so a blocked caller cannot even test captchas. The lock is
  // per (account, address): a stranger's guesses do not lock the owner out from elsewhere.
  await refuseIfLocked(repos, input.username, input.ip);

  const answer = await repos.captchas.consume(input.uuid);
  if (answer === null) throw badRequest('auth.captchaMissing');
  if (deps.captcha && !captchaMatches(answer, input.code)) throw badRequest('auth.captchaWrong');

  const user = await repos.users.findByUsername(input.username);
  const password = deps.decryptPassword(input.password);
  // Unknown user, undecryptable password and wrong password get the same answer after the same
  // work: neither the text nor the timing tells which accounts exist, and a padding failure
  // cannot be told apart from a wrong password (no decryption oracle).
  const matches = await verifyPassword(password ?? '', user?.passwordHash ?? (await dummyHash()));
  // Login records belong to a tenant, so only attempts on an existing account are recorded.
  const record = (key: MessageKey | null) =>
    user &&
    repos.loginLogs.record({
      tenantId: user.tenantId,
      username: input.username,
      ip: input.ip,
      userAgent: input.userAgent,
      success: key === null,
      message: key ? translate('zh_CN', key) : '',
    });
  if (!user || password === null || !matches) {
    await recordFailure(repos, input.username, input.ip);
    await record('auth.badCredentials');
    throw badRequest('auth.badCredentials');
  }
  // Only after the password: a guesser must not learn that an account exists but is disabled.
  if (!user.enabled) {
    await record('auth.disabled');
    throw badRequest('auth.disabled');
  }
  // A disabled or expired tenant: its users learn why, as they know their password.
  const refusal = await tenantRefusal(repos, user.tenantId);
  if (refusal) {
    await record(refusal);
    throw badRequest(refusal);
  }
  await record(null);

  await forgiveFailures(repos, input.username, input.ip);
  const token = newToken();
  await repos.sessions.create({
    tenantId: user.tenantId,
    userId: user.id,
    tokenHash: hashToken(token),
    ip: input.ip,
    userAgent: input.userAgent,
    maxAgeMs: limits.sessionMax,
  });
  return { token: `Bearer ${token}`, user: await loadUserInfo(repos, user.tenantId, user.id) };
}
