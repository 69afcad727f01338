// The XMLHttpRequest transport under the API client: bodies, parameters, answers that are not JSON.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpError, send, withParams } from '../../src/lib/http';
import { server } from './support/msw-server';

describe('http transport', () => {
  it('repeats array parameters and leaves out empty ones', () => {
    expect(withParams('/a', { ids: [1, 2], sort: 'name,asc', none: undefined, nothing: null })).toBe(
      '/a?ids=1&ids=2&sort=name%2Casc',
    );
    expect(withParams('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(withParams('/a', {})).toBe('/a');
  });

  it('sends objects as JSON, a DELETE body too, and a FormData as multipart', async () => {
    const seen: { type: string | null; body: string }[] = [];
    server.use(
      http.all('/prod-api/echo', async ({ request }) => {
        seen.push({ type: request.headers.get('Content-Type'), body: await request.text() });
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(send('PUT', '/prod-api/echo', { a: 1 })).resolves.toEqual({ ok: true });
    await send('DELETE', '/prod-api/echo', [3, 4]);
    const form = new FormData();
    form.append('name', 'x');
    await send('POST', '/prod-api/echo', form);
    expect(seen[0]).toEqual({ type: 'application/json', body: '{"a":1}' });
    expect(seen[1]).toEqual({ type: 'application/json', body: '[3,4]' });
    expect(seen[2]!.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('gives a text answer as text and a failed status with its parsed body', async () => {
    server.use(
      http.get('/prod-api/text', () => HttpResponse.text('plain')),
      http.get('/prod-api/empty', () => new HttpResponse(null, { status: 204 })),
      http.get('/prod-api/fail', () => HttpResponse.json({ message: 'no' }, { status: 400 })),
    );
    await expect(send('GET', '/prod-api/text', undefined)).resolves.toBe('plain');
    await expect(send('GET', '/prod-api/empty', undefined)).resolves.toBe('');
    const error = await send('GET', '/prod-api/fail', undefined).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, data: { message: 'no' }, timedOut: false });
  });
});
