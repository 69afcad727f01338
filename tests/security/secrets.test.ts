// No secret leaves the server: no password hash, token or code hash, private key or write-only
// field value in any GET answer of the route table; no bearer token or password in the log.
import { Writable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, testKeys, type TestApp } from '../server/helpers/app';
import { client, type Call } from '../server/helpers/api';
import { createUser, loginToken } from '../server/helpers/auth';
import { connect } from '../server/helpers/chat-client';
import { listen } from '../server/helpers/chat-setup';
import { rowsOf } from './support/db-snapshot';
import { concreteUrl, routeTable } from './support/route-table';

const SECRET_VALUE = 'write-only-secret-value-42';
const log: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let token: string;
let admin: Call;
beforeAll(async () => {
  // The most talkative level, so that whatever any level logs is looked at.
  t = await createTestApp({ logger: { level: 'trace', stream: logStream } });
  await createUser(t.db, { username: 'second', password: 'second-pass', email: 'second@example.com' });
  token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
  admin = client(t, token);
  // A write-only field (x-secret) of a collection screen, stored once.
  const stored = await admin('POST', 'api/aliPay', {
    name: 'pay',
    appId: '2021000000000001',
    privateKey: SECRET_VALUE,
    publicKey: 'pub',
    gatewayUrl: 'https://gw.example',
    notifyUrl: 'https://n.example',
  });
  expect(stored.statusCode).toBeLessThan(300);
  await t.app.inject({ method: 'POST', url: '/prod-api/auth/resetCode', payload: { username: 'second' } });
});
afterAll(() => t.close());

/** Every stored secret: hashes of passwords, tokens and codes, the private key, write-only values. */
async function secrets(): Promise<string[]> {
  const column = async (query: SQL) => (await rowsOf<{ v: string }>(t.db, query)).map((row) => row.v).filter(Boolean);
  return [
    ...(await column(sql`SELECT password_hash AS v FROM users`)),
    ...(await column(sql`SELECT token_hash AS v FROM sessions`)),
    ...(await column(sql`SELECT code_hash AS v FROM reset_codes`)),
    ...(await column(sql`SELECT answer AS v FROM captchas WHERE length(answer) > 3`)).map((answer) => `"${answer}"`),
    testKeys().privateKeyPem.split('\n')[1]!,
    SECRET_VALUE,
    ADMIN_PASSWORD,
  ];
}

describe('answers', () => {
  it('no GET route of the table answers a secret or a field named like one', async () => {
    const known = await secrets();
    expect(known.length).toBeGreaterThan(5);
    const gets = (await routeTable(t.app)).filter(
      (route) => route.method === 'GET' && route.path.startsWith('/prod-api/') && !route.path.includes('websocket'),
    );
    for (const route of gets) {
      for (const id of ['1', '2']) {
        const response = await t.app.inject({
          method: 'GET',
          url: concreteUrl(route.path, id),
          headers: { authorization: token },
        });
        for (const secret of known) expect(response.body, `${route.path} (${id})`).not.toContain(secret);
        expect(response.body, route.path).not.toMatch(
          /"(password|passwordHash|password_hash|tokenHash|codeHash|privateKey|secret)"\s*:\s*"[^"]/i,
        );
      }
    }
  });

  it('the login answer carries the token once, never a hash', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/prod-api/auth/info',
      headers: { authorization: token },
    });
    for (const secret of await secrets()) expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain(token.slice(7));
  });
});

describe('the log', () => {
  it('holds no bearer token and no password, even at trace level and on errors', async () => {
    const bare = token.slice('Bearer '.length);
    await admin('GET', 'auth/info');
    await admin('GET', 'api/sysUser?sort=nope,asc');
    await t.app.inject({ method: 'GET', url: '/prod-api/auth/info', headers: { authorization: `${token}x` } });
    // A socket handshake: its URL carries a single-use ticket, spent by the time the line is written.
    const wsBase = await listen(t.app);
    const { ticket } = (await admin('GET', 'imchat/service/connection')).json<{ ticket: string }>();
    (await connect(`${wsBase}/websocket?ticket=${ticket}`)).socket.close();
    await expect(connect(`${wsBase}/websocket?ticket=${ticket}`)).rejects.toThrow('HTTP 401');

    const text = log.join('');
    expect(text).toContain('incoming request');
    expect(text).not.toContain(bare);
    expect(text.toLowerCase()).not.toContain(bare.toLowerCase());
    expect(text).not.toContain(ADMIN_PASSWORD);
    expect(text).not.toContain(SECRET_VALUE);
    expect(text).not.toMatch(/authorization/i);
  });
});
