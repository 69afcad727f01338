// Error answers: always { status, message }, translated, and never SQL or a stack trace.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createTestApp, testConfig, type TestApp } from './helpers/app';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'error', stream: logStream } });
  // Routes that fail the ways a real handler can, to see what the client gets.
  t.app.get('/test/sql-error', async () => t.db.execute(sql`SELECT secret_column FROM no_such_table`));
  t.app.get('/test/crash', async () => {
    throw new Error('internal detail: /etc/secret at line 42');
  });
  t.app.get('/test/duplicate', async () => {
    const [admin] = await t.db.select().from(users);
    return t.db.insert(users).values({ ...admin!, id: undefined });
  });
});
afterAll(() => t.close());

describe('404', () => {
  it('answers unknown API routes with the error shape, logged in or not', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/prod-api/api/noSuchThing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: '请求的资源不存在' });
    }
  });

  it('translates the message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/nothing', headers: { language: 'en' } });
    expect(response.json()).toEqual({ status: 404, message: 'Not found' });
  });
});

describe('500', () => {
  it('hides a failed query behind a generic message and logs it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/sql-error' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: '系统内部错误，请联系管理员' });
    expect(response.body).not.toMatch(/no_such_table|secret_column|SELECT|at /);
    expect(logLines.join('')).toContain('no_such_table');
  });

  it('hides any other crash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/crash', headers: { language: 'en' } });
    expect(response.json()).toEqual({ status: 500, message: 'Internal error, please contact the administrator' });
    expect(response.body).not.toContain('secret');
  });
});

describe('409', () => {
  it('maps a unique-key violation to the field that is taken', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, message: 'username 已存在' });
    const en = await t.app.inject({ method: 'GET', url: '/test/duplicate', headers: { language: 'en' } });
    expect(en.json()).toEqual({ status: 409, message: 'username is already taken' });
  });
});

describe('503', () => {
  let database: Database;
  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect.
    database = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/nothing' });
  });
  afterAll(() => database.close());

  it('answers 503 when the database cannot be reached', async () => {
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
    });
    const response = await app.inject({ method: 'GET', url: '/prod-api/auth/code' });
    await app.close();
    expect(response.json()).toEqual({ status: 503, message: '数据库暂时不可用，请稍后再试' });
  });
});
