// Calls to the real server from the test process, for setting up data (users, menus, roles) and
// for checking what the server itself allows, beside what the page shows.
import { constants, publicEncrypt } from 'node:crypto';
import { ADMIN_PASSWORD } from './server';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface ApiSession {
  token: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>>;
}

/** PKCS#1 v1.5, base64, as jsencrypt produces in the browser (docs/api.md). */
export async function encryptForServer(baseURL: string, password: string): Promise<string> {
  const { publicKey } = (await (await fetch(`${baseURL}/prod-api/auth/publicKey`)).json()) as { publicKey: string };
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
    'base64',
  );
}

/** Logs in through the API (the e2e server runs with the captcha off: any code passes). */
export async function apiLogin(baseURL: string, username = 'admin', password = ADMIN_PASSWORD): Promise<ApiSession> {
  const { uuid } = (await (await fetch(`${baseURL}/prod-api/auth/code`)).json()) as { uuid: string };
  const response = await fetch(`${baseURL}/prod-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: await encryptForServer(baseURL, password), code: 'abcd', uuid }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return {
    token,
    async call<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
      const answer = await fetch(`${baseURL}/prod-api/${path}`, {
        method,
        headers: { Authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}

/** The answer's body when its status is the expected one; otherwise an error naming both. */
export async function expectStatus<T>(answer: Promise<ApiAnswer<T>>, status: number): Promise<T> {
  const { status: actual, body } = await answer;
  if (actual !== status) throw new Error(`expected ${status}, got ${actual}: ${JSON.stringify(body)}`);
  return body;
}
