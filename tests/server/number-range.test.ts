// A number the schema accepts (JSON integers have no bound) but an integer column cannot hold is
// bad input: 400 with a clear message and nothing stored, not a 500. Found by the schema fuzzer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndOperator, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
let admin: Call;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await adminAndOperator(t));
});
afterAll(() => t.close());

describe('numbers beyond an integer column', () => {
  it.each([4503599627370496, 1e308])('answers 400 for dictId %s and stores nothing', async (dictId) => {
    const before = (await admin('GET', 'api/sysDictDetail?page=0&size=9999')).json<{ totalElements: number }>()
      .totalElements;
    expect(before).toEqual(expect.any(Number));
    const answer = await admin('POST', 'api/sysDictDetail', { dictId, label: 'x', value: 'x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: 400, message: '数值超出可保存的范围' });
    expect(
      (await admin('GET', 'api/sysDictDetail?page=0&size=9999')).json<{ totalElements: number }>().totalElements,
    ).toBe(before);
  });
});
