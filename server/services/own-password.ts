// A logged-in user changing their own password: both forms of spec §5 end here.
import { limits } from '../config';
import { badRequest } from '../lib/http-error';
import { hashPassword } from '../lib/password';
import type { Decryptor } from '../lib/rsa';
import type { SessionOwner } from '../repositories/sessions';
import type { Repositories } from '../repositories/index';
import { isCurrentPassword } from './current-password';

export interface OwnPasswordDeps {
  repos: Repositories;
  decryptPassword: Decryptor;
}

/** What went wrong, for the route to phrase in its answer shape. */
export type OwnPasswordOutcome = 'changed' | 'oldPasswordWrong' | 'passwordsDiffer';

function decrypt(decryptPassword: Decryptor, encrypted: string): string {
  const plain = decryptPassword(encrypted);
  if (plain === null) throw badRequest('auth.passwordUndecryptable');
  return plain;
}

/**
 * Checks the old password, sets the new one and revokes every other session of the user: a
 * password change is what someone does after suspecting a stolen session.
 */
export async function changeOwnPassword(
  { repos, decryptPassword }: OwnPasswordDeps,
  owner: SessionOwner,
  /** The client address: wrong old passwords count towards its lock (./login-lock.ts). */
  ip: string,
  input: { oldPassword: string; newPassword: string; confirmPassword?: string },
): Promise<OwnPasswordOutcome> {
  const oldPassword = decrypt(decryptPassword, input.oldPassword);
  const newPassword = decrypt(decryptPassword, input.newPassword);
  if (input.confirmPassword !== undefined && decrypt(decryptPassword, input.confirmPassword) !== newPassword)
    return 'passwordsDiffer';
  if (newPassword.length < limits.passwordMin || newPassword.length > limits.passwordMax)
    throw badRequest('auth.passwordLength');
  if (!(await isCurrentPassword(repos, owner, ip, oldPassword))) return 'oldPasswordWrong';
  const passwordHash = await hashPassword(newPassword);
  await repos.transaction(async (tx) => {
    await tx.users.setPassword(owner.tenantId, owner.userId, passwordHash);
    await tx.sessions.revokeAllOfUser(owner.userId);
  });
  return 'changed';
}
