// Browser and server never disagree: a named check of "x-validator" ("mobilePhone") holds on the
// server for every screen that uses it, without the author adding a pattern; a dictionary-bound
// field accepts only its dictionary's values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictFields } from '../../server/screens/dict-values';
import { encryptedFields } from '../../server/screens/form-body';
import type { LoadedScreen } from '../../server/screens/registry';
import { createTestApp, type TestApp } from './helpers/app';
import { encrypt, loginToken } from './helpers/auth';
import { client, type Call } from './helpers/api';
import { namedCheckOf, validRow } from './helpers/valid-body';

let t: TestApp;
let admin: Call;
let screens: LoadedScreen[];

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', 'admin-pass-123'));
  screens = await t.app.screens.all();
});
afterAll(() => t.close());

// Fields whose own rules the generated body misses (a pattern without examples).
const overrides: Record<string, Record<string, unknown>> = {
  'platform/tenant': { contactPhone: '123', expiresAt: '' },
};

/** A body the screen's form accepts, its passwords encrypted. */
const bodyOf = (screen: LoadedScreen['screen']) => ({
  ...validRow(screen),
  ...Object.fromEntries(encryptedFields(screen).map((secret) => [secret, encrypt('secret-pass-1')])),
  ...overrides[screen.id],
});

const bad: Record<string, string> = {
  mobilePhone: '12345',
  email: 'not-an-address',
  url: 'not a link',
  externalLink: 'javascript:alert(1)',
  nameCheck: '张 三',
};

describe('named checks on the server', () => {
  it('refuse a value the browser refuses, naming the field, on every screen that names the check', async () => {
    const checked = screens.flatMap(({ screen }) =>
      Object.entries(screen.form?.properties ?? {}).flatMap(([name, field]) => {
        const check = namedCheckOf(field);
        return check && field['x-submit'] !== false ? [{ screen, name, check }] : [];
      }),
    );
    expect(checked.map((item) => item.check)).toContain('mobilePhone');
    for (const { screen, name, check } of checked) {
      const response = await admin('POST', screen.api.create ?? screen.api.list, {
        ...bodyOf(screen),
        [name]: bad[check],
      });
      expect(response.json(), `${screen.id} ${name}`).toEqual({ status: 400, message: `${name} 的值无效` });
    }
  }, 120_000);

  it('stores a value the check accepts, and an empty one', async () => {
    const user = { username: 'phone_user', nickname: 'Phone', password: encrypt('secret-pass-1'), phone: '12345' };
    expect((await admin('POST', 'api/sysUser', user)).statusCode).toBe(400);
    const stored = await admin('POST', 'api/sysUser', { ...user, phone: '13800000000' });
    expect(stored.statusCode, stored.body).toBeLessThan(300);
    expect(
      (await admin('POST', 'api/sysUser', { ...user, username: 'phone_user2', phone: '' })).statusCode,
    ).toBeLessThan(300);
  });
});

describe('dictionary-bound fields', () => {
  it('refuse a value outside the dictionary, naming the field and the dictionary, on every screen', async () => {
    const bound = screens.flatMap(({ screen }) => dictFields(screen).map(([name, dict]) => ({ screen, name, dict })));
    expect(bound.length).toBeGreaterThan(0);
    for (const { screen, name, dict } of bound) {
      const field = screen.form!.properties![name]!;
      const outside = field.type === 'array' ? ['zz-outside'] : field.type === 'string' ? 'zz-outside' : 987654;
      const response = await admin('POST', screen.api.create ?? screen.api.list, {
        ...bodyOf(screen),
        [name]: outside,
      });
      expect(response.json(), `${screen.id} ${name}`).toEqual({
        status: 400,
        message: `${name} 的值不在字典 ${dict} 中`,
      });
    }
  }, 120_000);

  it("store a value of the tenant's dictionary", async () => {
    const response = await admin('POST', 'api/sysUser', {
      username: 'dict_user',
      nickname: 'Dict',
      password: encrypt('secret-pass-1'),
      gender: 'female',
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});
