// Failed logins: 5 per account or 20 per IP within 15 minutes, then 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { attemptLogin, createUser } from './helpers/auth';

const TOO_MANY = { status: 429, message: '尝试次数过多，请稍后再试' };

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

describe('per account', () => {
  it('blocks the account after 5 failures, even with the right password and from another IP', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('victim', `10.0.0.${i + 1}`)).statusCode).toBe(400);
    const blocked = await attemptLogin(t.app, t.db, { username: 'victim', password: 'victim-pass', remoteAddress: '10.0.0.99' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('counts the account name case-insensitively', async () => {
    const blocked = await attemptLogin(t.app, t.db, { username: 'VICTIM', password: 'victim-pass', remoteAddress: '10.0.0.98' });
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('does not block other accounts', async () => {
    const response = await attemptLogin(t.app, t.db, { username: 'survivor', password: 'survivor-pass', remoteAddress: '10.0.0.97' });
    expect(response.statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful login', async () => {
    for (let i = 0; i < 4; i++) await fail('forgiven', '10.0.1.1');
    expect((await attemptLogin(t.app, t.db, { username: 'forgiven', password: 'forgiven-pass', remoteAddress: '10.0.1.1' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail('forgiven', '10.0.1.1')).statusCode).toBe(400);
  });
});

describe('per IP', () => {
  it('blocks an IP after 20 failures across accounts, and only that IP', async () => {
    for (let i = 0; i < 20; i++) expect((await fail(`ghost${i}`, '192.0.2.7')).statusCode).toBe(400);
    const blocked = await attemptLogin(t.app, t.db, { username: 'bystander', password: 'bystander-pass', remoteAddress: '192.0.2.7' });
    expect(blocked.json()).toEqual(TOO_MANY);
    const elsewhere = await attemptLogin(t.app, t.db, { username: 'bystander', password: 'bystander-pass', remoteAddress: '192.0.2.8' });
    expect(elsewhere.statusCode).toBe(200);
  });
});
