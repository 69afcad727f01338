// Role data scopes applied to the user list (and to reading, editing and deleting a user): all,
// custom departments, own department, own department and below, only themselves; roles add up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDescendants } from '../../server/services/data-scope';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { encrypt, loginToken } from './helpers/auth';

let t: TestApp;
let admin: Call;
const PASSWORD = 'scope-pass-1';
type Node = { id: number; name?: string; title?: string; permission?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const ids: Record<string, number> = {};
let userMenus: number[] = [];

async function createOk(path: string, body: object): Promise<number> {
  const response = await admin('POST', path, body);
  if (response.statusCode !== 201) throw new Error(`${path}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A viewer in 研发部 holding roles with the given scopes (and every user:* permission). */
async function viewer(name: string, scopes: { dataScope: string; deptIds?: number[] }[]): Promise<Call> {
  const roleIds = [];
  for (const [index, scope] of scopes.entries()) {
    roleIds.push(
      await createOk('api/sysRole', { name: `${name}${index}`, code: `${name}${index}`, menuIds: userMenus, ...scope }),
    );
  }
  await createOk('api/sysUser', {
    username: name,
    nickname: name,
    deptId: ids.rd,
    roleIds,
    password: encrypt(PASSWORD),
  });
  return client(t, await loginToken(t.app, t.db, name, PASSWORD));
}

const listed = async (call: Call) => {
  const response = await call('GET', 'api/sysUser?page=0&size=100&sort=username,asc');
  expect(response.statusCode).toBe(200);
  return response.json<{ content: { username: string }[] }>().content.map((user) => user.username);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  const depts = flatten((await admin('GET', 'api/sysDept')).json<{ content: Node[] }>().content);
  ids.rd = depts.find((dept) => dept.name === '研发部')!.id;
  ids.mk = depts.find((dept) => dept.name === '市场部')!.id;
  ids.fe = await createOk('api/sysDept', { name: '前端组', pid: ids.rd });
  const menus = flatten((await admin('GET', 'api/sysMenu/tree')).json<{ content: Node[] }>().content);
  userMenus = menus.filter((menu) => menu.permission?.startsWith('user:')).map((menu) => menu.id);
  expect(userMenus.length).toBeGreaterThanOrEqual(4);
  for (const [username, deptId] of [
    ['u_rd', ids.rd],
    ['u_fe', ids.fe],
    ['u_mk', ids.mk],
  ] as const) {
    await createOk('api/sysUser', { username, nickname: username, deptId, password: encrypt(PASSWORD) });
  }
  await createOk('api/sysUser', { username: 'u_none', nickname: 'u_none', password: encrypt(PASSWORD) });
});
afterAll(() => t.close());

describe('data scope of the user list', () => {
  it('all: every user of the tenant', async () => {
    expect(await listed(await viewer('v_all', [{ dataScope: 'all' }]))).toEqual(
      expect.arrayContaining(['admin', 'u_fe', 'u_mk', 'u_none', 'u_rd', 'v_all']),
    );
  });

  it('custom: the members of the chosen departments, and the viewer', async () => {
    expect(await listed(await viewer('v_custom', [{ dataScope: 'custom', deptIds: [ids.mk!, ids.fe!] }]))).toEqual([
      'u_fe',
      'u_mk',
      'v_custom',
    ]);
  });

  it("dept: the members of the viewer's own department only (not its sub-departments)", async () => {
    const seen = await listed(await viewer('v_dept', [{ dataScope: 'dept' }]));
    expect(seen).toContain('admin');
    expect(seen).toContain('u_rd');
    expect(seen).toContain('v_dept');
    expect(seen).not.toContain('u_fe');
    expect(seen).not.toContain('u_mk');
    expect(seen).not.toContain('u_none');
  });

  it('deptAndBelow: the own department and every department below it', async () => {
    const seen = await listed(await viewer('v_below', [{ dataScope: 'deptAndBelow' }]));
    expect(seen).toEqual(expect.arrayContaining(['admin', 'u_rd', 'u_fe', 'v_below']));
    expect(seen).not.toContain('u_mk');
    expect(seen).not.toContain('u_none');
  });

  it('self: only the viewer', async () => {
    expect(await listed(await viewer('v_self', [{ dataScope: 'self' }]))).toEqual(['v_self']);
  });

  it('adds up the scopes of several roles, and counts only visible rows', async () => {
    const call = await viewer('v_two', [{ dataScope: 'self' }, { dataScope: 'custom', deptIds: [ids.mk!] }]);
    expect(await listed(call)).toEqual(['u_mk', 'v_two']);
    expect((await call('GET', 'api/sysUser?page=0&size=1')).json()).toMatchObject({ totalElements: 2 });
  });

  it('treats users outside the scope as not found when reading, editing or deleting them', async () => {
    const call = await viewer('v_edit', [{ dataScope: 'custom', deptIds: [ids.mk!] }]);
    const all = (await admin('GET', 'api/sysUser?page=0&size=100')).json<{
      content: { id: number; username: string }[];
    }>().content;
    const id = (name: string) => all.find((user) => user.username === name)!.id;
    expect((await call('GET', `api/sysUser/${id('u_rd')}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', 'api/sysUser', { id: id('u_rd'), username: 'u_rd', nickname: 'changed' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', 'api/sysUser', [id('u_rd')])).statusCode).toBe(404);
    expect((await admin('GET', `api/sysUser/${id('u_rd')}`)).json()).toMatchObject({ nickname: 'u_rd' });

    expect((await call('GET', `api/sysUser/${id('u_mk')}`)).json()).toMatchObject({ username: 'u_mk' });
    expect(
      (await call('PUT', 'api/sysUser', { id: id('u_mk'), username: 'u_mk', nickname: 'seen' })).json(),
    ).toMatchObject({ nickname: 'seen' });
    expect((await call('DELETE', 'api/sysUser', [id('u_mk')])).statusCode).toBe(200);
    expect((await admin('GET', `api/sysUser/${id('u_mk')}`)).statusCode).toBe(404);
  });

  it('refuses an unknown scope name', async () => {
    const response = await admin('POST', 'api/sysRole', { name: 'bad', code: 'bad', dataScope: 'everyone' });
    expect(response.statusCode).toBe(400);
  });
});

describe('withDescendants', () => {
  it('walks down the tree and stops at a cycle', () => {
    const tree = [
      { id: 1, pid: null },
      { id: 2, pid: 1 },
      { id: 3, pid: 2 },
      { id: 4, pid: 1 },
      { id: 5, pid: 6 },
      { id: 6, pid: 5 },
    ];
    expect(withDescendants(tree, [2]).sort()).toEqual([2, 3]);
    expect(withDescendants(tree, [1]).sort()).toEqual([1, 2, 3, 4]);
    expect(withDescendants(tree, [5]).sort()).toEqual([5, 6]);
  });
});
