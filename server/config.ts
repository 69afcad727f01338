// The security limits of the auth flow and the role that holds every permission: constants that
// services and repositories read. The app's configuration (AppConfig) is plugins/config.ts's.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Security limits of the auth flow, in milliseconds where they are durations. */
export const limits = {
  captchaTtl: 2 * MINUTE,
  sessionIdle: 2 * HOUR,
  sessionMax: 7 * 24 * HOUR,
  /** A platform operator's "act as" session in a tenant ends this long after it starts. */
  actAsMax: HOUR / 2,
  /** Failed logins (and current-password checks) lock an (account, client address) pair after
   * `loginFailuresPerPair` and an address after `loginFailuresPerIp` (spraying across accounts)
   * within `loginWindow`; the same account from another address still logs in. */
  loginWindow: 15 * MINUTE,
  loginFailuresPerPair: 5,
  loginFailuresPerIp: 20,
  /** From this many failures of an address in `loginWindow`, the captchas it draws are longer. */
  captchaHardAfter: 1,
  /** A user's e-mail-change codes, per user and per target address: one per minute, five per hour. */
  emailCodesPerMinute: 1,
  emailCodesPerHour: 5,
  resetCodeTtl: 10 * MINUTE,
  resetCodeAttempts: 5,
  /** Reset-code requests per account and per IP in `resetCodeWindow`: a mail bomb or a code
   * lottery (5 guesses per new code) stops there. */
  resetCodeWindow: 15 * MINUTE,
  resetCodesPerAccount: 3,
  resetCodesPerIp: 10,
  passwordMin: 6,
  passwordMax: 20,
} as const;

/** The role code that holds every permission (the seed gives it every menu). */
export const SUPER_ROLE = 'admin';
