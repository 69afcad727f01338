// Strict request bodies: missing fields, wrong types and unknown keys answer 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = { username: 'admin', password: 'cipher', code: 'abcd', uuid: 'some-uuid' };

const postLogin = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/prod-api/auth/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('request body validation', () => {
  it.each(['username', 'password', 'code', 'uuid'])('names the missing field %s', async (field) => {
    const { [field as keyof typeof valid]: _dropped, ...rest } = valid;
    const response = await postLogin(rest);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: `缺少必填字段 ${field}` });
  });

  it('does not coerce a number into a string', async () => {
    const response = await postLogin({ ...valid, code: 1234 });
    expect(response.json()).toEqual({ status: 400, message: 'code 的类型应为 string' });
  });

  it('does not coerce other wrong types either', async () => {
    expect((await postLogin({ ...valid, username: ['admin'] })).json()).toEqual({
      status: 400,
      message: 'username 的类型应为 string',
    });
    expect((await postLogin({ ...valid, uuid: null })).json()).toEqual({
      status: 400,
      message: 'uuid 的类型应为 string',
    });
  });

  it('rejects unknown keys instead of dropping them', async () => {
    const response = await postLogin({ ...valid, tenantId: 2 });
    expect(response.json()).toEqual({ status: 400, message: '不允许的字段 tenantId' });
  });

  it('rejects over-long values', async () => {
    const response = await postLogin({ ...valid, code: 'x'.repeat(17) });
    expect(response.json()).toEqual({ status: 400, message: 'code 的长度不能超过 16' });
  });

  it('wants a JSON object as the body', async () => {
    expect((await postLogin([valid])).json()).toEqual({ status: 400, message: '请求体必须是 JSON 对象' });
    expect((await postLogin('{"username":')).json()).toEqual({ status: 400, message: '请求格式错误' });
    const noBody = await t.app.inject({ method: 'POST', url: '/prod-api/auth/login' });
    expect(noBody.json()).toEqual({ status: 400, message: '请求体必须是 JSON 对象' });
  });

  it('refuses other content types with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.json()).toEqual({ status: 415, message: '不支持的请求内容类型' });
  });

  it('speaks the language of the Language header', async () => {
    const { username: _dropped, ...rest } = valid;
    expect((await postLogin(rest, { language: 'en' })).json()).toEqual({
      status: 400,
      message: 'Missing required field username',
    });
    expect((await postLogin({ ...valid, extra: 1 }, { language: 'en' })).json()).toEqual({
      status: 400,
      message: 'Unknown field extra',
    });
    expect((await postLogin({ ...valid, code: 1 }, { language: 'en' })).json()).toEqual({
      status: 400,
      message: 'code must be of type string',
    });
    expect((await postLogin(rest, { language: 'zh_TW' })).json()).toEqual({
      status: 400,
      message: '缺少必填欄位 username',
    });
  });

  it('falls back to Simplified Chinese for an unknown language', async () => {
    const { username: _dropped, ...rest } = valid;
    expect((await postLogin(rest, { language: 'fr' })).json()).toEqual({
      status: 400,
      message: '缺少必填字段 username',
    });
  });
});
