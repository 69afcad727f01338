// Logging in the way the browser does: captcha, RSA-encrypted password, bearer token.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import forge from 'node-forge';
import type { Db } from '../../../server/db/client';
import { captchas, roles, users, usersRoles } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/password';
import { testKeys } from './app';

/** Encrypts like jsencrypt: RSA PKCS#1 v1.5, base64. */
export function encrypt(text: string, publicKeyPem = testKeys().publicKeyPem): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}

/** Draws a captcha through the API and reads its answer from the database (tests run in-process). */
export async function drawCaptcha(app: FastifyInstance, db: Db): Promise<{ uuid: string; answer: string }> {
  const response = await app.inject({ method: 'GET', url: '/prod-api/auth/code' });
  const { uuid } = response.json<{ uuid: string }>();
  const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.uuid, uuid));
  return { uuid, answer: row!.answer };
}

export interface LoginAttempt {
  username: string;
  password: string;
  /** Defaults to the right answer. */
  code?: string;
  remoteAddress?: string;
}

export async function attemptLogin(
  app: FastifyInstance,
  db: Db,
  attempt: LoginAttempt,
): Promise<LightMyRequestResponse> {
  const { uuid, answer } = await drawCaptcha(app, db);
  return app.inject({
    method: 'POST',
    url: '/prod-api/auth/login',
    remoteAddress: attempt.remoteAddress ?? '127.0.0.1',
    payload: { username: attempt.username, password: encrypt(attempt.password), code: attempt.code ?? answer, uuid },
  });
}

/** Logs in and returns the `Authorization` header value. */
export async function loginToken(app: FastifyInstance, db: Db, username: string, password: string): Promise<string> {
  const response = await attemptLogin(app, db, { username, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export function authed(token: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, authorization: token } };
}

export interface NewUser {
  username: string;
  password: string;
  /** A role code of the seeded tenant (default operator). */
  role?: string;
  enabled?: boolean;
  email?: string;
}

/** Adds a user to the seeded tenant, straight into the database. */
export async function createUser(db: Db, user: NewUser): Promise<number> {
  const [role] = await db
    .select({ id: roles.id, tenantId: roles.tenantId })
    .from(roles)
    .where(eq(roles.code, user.role ?? 'operator'));
  const [row] = await db
    .insert(users)
    .values({
      tenantId: role!.tenantId,
      username: user.username,
      nickName: user.username,
      email: user.email ?? '',
      passwordHash: await hashPassword(user.password),
      enabled: user.enabled ?? true,
    })
    .returning({ id: users.id });
  await db.insert(usersRoles).values({ tenantId: role!.tenantId, userId: row!.id, roleId: role!.id });
  return row!.id;
}

/** Moves every timestamp of the named column `by` milliseconds into the past. */
export async function ageColumn(db: Db, table: 'sessions' | 'captchas', column: string, byMs: number): Promise<void> {
  await db.execute(
    sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${sql.identifier(column)} - make_interval(secs => ${byMs / 1000})`,
  );
}
