// What the app needs besides the database. main.ts builds it from the environment; tests build
// it directly.
import type { FastifyServerOptions } from 'fastify';
import type { ChatOptions } from './chat/options';
import type { RsaKeyPair } from './lib/rsa';

export interface AppConfig {
  /** false only for automated tests (BACKOFFICE_CAPTCHA=off): any non-empty code passes. */
  captcha: boolean;
  rsa: RsaKeyPair;
  /** The built front end (vite build); null serves the API only. */
  distDir: string | null;
  /** Trust X-Forwarded-For for the client IP (behind a reverse proxy). */
  trustProxy: boolean;
  logger: FastifyServerOptions['logger'];
  /** The screen schemas folder (schemas/): re-read when a file changes, no restart needed. */
  schemasDir: string;
  /** Run the timing-task scheduler (off in tests that drive tasks by hand). */
  scheduler: boolean;
  /** Chat limits and the origins allowed to open a socket; defaults in chat/options.ts. */
  chat?: Partial<ChatOptions>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Security limits of the auth flow, in milliseconds where they are durations. */
export const limits = {
  captchaTtl: 2 * MINUTE,
  sessionIdle: 2 * HOUR,
  sessionMax: 7 * 24 * HOUR,
  loginWindow: 15 * MINUTE,
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 20,
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
