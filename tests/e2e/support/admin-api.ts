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

/** A stored menu as api/sysMenu/tree lists it. */
export interface StoredMenu {
  id: number;
  pid: number | null;
  type: number;
  name: string | null;
  permission: string | null;
  children?: StoredMenu[];
}

const flattenMenus = (menus: StoredMenu[]): StoredMenu[] =>
  menus.flatMap((menu) => [menu, ...flattenMenus(menu.children ?? [])]);

/** Every stored menu of the caller's tenant, flat. */
export async function storedMenus(admin: ApiSession): Promise<StoredMenu[]> {
  return flattenMenus(
    (await expectStatus(admin.call<{ content: StoredMenu[] }>('GET', 'api/sysMenu/tree'), 200)).content,
  );
}

/** The buttons carrying these permissions with the pages and folders above them: what a role needs to use them. */
export function menusGranting(menus: StoredMenu[], permissions: string[]): number[] {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const ids = new Set<number>();
  for (const permission of permissions)
    for (let menu = menus.find((each) => each.permission === permission); menu; menu = byId.get(menu.pid ?? -1))
      ids.add(menu.id);
  return [...ids];
}

/** A role with all data and these menus, made through the API as an admin would; its id. */
export async function createRole(admin: ApiSession, role: { name: string; code: string; menuIds: number[] }) {
  return (await expectStatus(admin.call<{ id: number }>('POST', 'api/sysRole', { ...role, dataScope: 'all' }), 201)).id;
}

/** An enabled user with this password (and roles), made through the API as an admin would. */
export async function createUser(
  admin: ApiSession,
  baseURL: string,
  user: { username: string; password: string; roleIds?: number[] },
): Promise<void> {
  const { username, password, roleIds } = user;
  await expectStatus(
    admin.call('POST', 'api/sysUser', {
      username,
      nickname: username,
      status: true,
      password: await encryptForServer(baseURL, password),
      ...(roleIds && { roleIds }),
    }),
    201,
  );
}
