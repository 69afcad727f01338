// Short calls for the schema-backed API tests: one logged-in client per role.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';
import { ADMIN_PASSWORD } from './app';
import { authed, createUser, loginToken } from './auth';

export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export function client(t: TestApp, token: string): Call {
  return (method, url, payload, headers) =>
    t.app.inject(
      authed(token, {
        method,
        url: `/prod-api/${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
}

/** The admin, and an `operator` (user:list only among the system screens). */
export async function adminAndOperator(t: TestApp): Promise<{ admin: Call; operator: Call }> {
  await createUser(t.db, { username: 'operator1', password: 'operator-pass', role: 'operator' });
  return {
    admin: client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD)),
    operator: client(t, await loginToken(t.app, t.db, 'operator1', 'operator-pass')),
  };
}
