// The lock shared by the login and every check of a logged-in user's current password: wrong
// passwords count per (account, client address) pair and per address (server/config.ts limits).
import { limits } from '../config';
import { retryLater } from '../lib/http-error';
import type { Repositories } from '../repositories/index';

const failureLimits = {
  windowMs: limits.loginWindow,
  perPair: limits.loginFailuresPerPair,
  perIp: limits.loginFailuresPerIp,
};

/** Accounts are counted case-folded, so "Admin" and "admin" share one budget. */
export const accountKey = (username: string) => username.toLowerCase();

/** Throws a 429 saying how long to wait while this account is locked for this address. */
export async function refuseIfLocked(repos: Repositories, username: string, ip: string): Promise<void> {
  const waitMs = await repos.loginFailures.lockedFor(accountKey(username), ip, failureLimits);
  if (waitMs !== null) throw retryLater(waitMs);
}

export const recordFailure = (repos: Repositories, username: string, ip: string) =>
  repos.loginFailures.record(accountKey(username), ip, limits.loginWindow);

export const forgiveFailures = (repos: Repositories, username: string, ip: string) =>
  repos.loginFailures.clearPair(accountKey(username), ip);
