// Failed logins: 5 per (account, client address) pair or 20 per address within 15 minutes, then
// 429 saying how long to wait. The same account from another address still logs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { attemptLogin, createUser } from './helpers/auth';

const LOCKED = { status: 429, message: '尝试次数过多，请 15 分钟后再试' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['victim', 'survivor', 'forgiven', 'bystander']) {
    await createUser(t.db, { username, password: `${username}-pass` });
  }
});
afterAll(() => t.close());

const fail = (username: string, remoteAddress: string) =>
  attemptLogin(t.app, t.db, { username, password: 'wrong-password', remoteAddress });

describe('per account and address', () => {
  it('locks the account for that address after 5 failures, even with the right password, and says how long', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('victim', '10.0.0.1')).statusCode).toBe(400);
    const blocked = await attemptLogin(t.app, t.db, {
      username: 'victim',
      password: 'victim-pass',
      remoteAddress: '10.0.0.1',
    });
    expect(blocked.json()).toEqual(LOCKED);
  });

  it('says it in the caller language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/auth/code' });
    expect(response.statusCode).toBe(200);
    const { uuid } = response.json<{ uuid: string }>();
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      remoteAddress: '10.0.0.1',
      headers: { language: 'en' },
      payload: { username: 'victim', password: 'x', code: 'x', uuid },
    });
    expect(blocked.json()).toEqual({ status: 429, message: 'Too many attempts, please try again in 15 minutes' });
  });

  it('counts the account name case-insensitively', async () => {
    const blocked = await attemptLogin(t.app, t.db, {
      username: 'VICTIM',
      password: 'victim-pass',
      remoteAddress: '10.0.0.1',
    });
    expect(blocked.json()).toEqual(LOCKED);
  });

  it('does not lock the same account from another address', async () => {
    const response = await attemptLogin(t.app, t.db, {
      username: 'victim',
      password: 'victim-pass',
      remoteAddress: '10.0.0.2',
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not lock other accounts', async () => {
    const response = await attemptLogin(t.app, t.db, {
      username: 'survivor',
      password: 'survivor-pass',
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(200);
  });

  it('a success elsewhere does not lift the lock of the address that failed', async () => {
    const blocked = await attemptLogin(t.app, t.db, {
      username: 'victim',
      password: 'victim-pass',
      remoteAddress: '10.0.0.1',
    });
    expect(blocked.json()).toEqual(LOCKED);
  });

  it('forgives earlier failures of the pair after a successful login', async () => {
    for (let i = 0; i < 4; i++) await fail('forgiven', '10.0.1.1');
    expect(
      (await attemptLogin(t.app, t.db, { username: 'forgiven', password: 'forgiven-pass', remoteAddress: '10.0.1.1' }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail('forgiven', '10.0.1.1')).statusCode).toBe(400);
  });
});

describe('per address', () => {
  it('blocks an address after 20 failures across accounts (password spraying), and only that address', async () => {
    for (let i = 0; i < 20; i++) expect((await fail(`ghost${i}`, '192.0.2.7')).statusCode).toBe(400);
    const blocked = await attemptLogin(t.app, t.db, {
      username: 'bystander',
      password: 'bystander-pass',
      remoteAddress: '192.0.2.7',
    });
    expect(blocked.json()).toEqual(LOCKED);
    const elsewhere = await attemptLogin(t.app, t.db, {
      username: 'bystander',
      password: 'bystander-pass',
      remoteAddress: '192.0.2.8',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
