// Every check of a logged-in user's current password (password change, e-mail change) goes
// through here: it is limited like the login (./login-lock.ts), so a stolen session cannot
// guess its way to the password.
import { verifyPassword } from '../lib/password';
import type { Repositories } from '../repositories/index';
import type { SessionOwner } from '../repositories/sessions';
import { forgiveFailures, recordFailure, refuseIfLocked } from './login-lock';

/**
 * Whether `password` (decrypted; null when it could not be) is the owner's current password.
 * Throws a 429 while the owner's account is locked for this address, even for the right one.
 */
export async function isCurrentPassword(
  repos: Repositories,
  owner: Pick<SessionOwner, 'tenantId' | 'userId'>,
  ip: string,
  password: string | null,
): Promise<boolean> {
  const profile = await repos.users.profile(owner.tenantId, owner.userId);
  const candidate = profile ? await repos.users.findByUsername(profile.username) : null;
  if (!profile || !candidate) return false;
  await refuseIfLocked(repos, profile.username, ip);
  if (password !== null && (await verifyPassword(password, candidate.passwordHash))) {
    await forgiveFailures(repos, profile.username, ip);
    return true;
  }
  await recordFailure(repos, profile.username, ip);
  return false;
}
