// The app's data provider against the reference server's list, write and dictionary conventions.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AHEAD_MAX_AGE_MS } from '../../../src/lib/asked-ahead';
import { askListAhead, dataProvider } from '../../../src/lib/data-provider';
import { server } from '../support/msw-server';

/** Records each request's method, path, query (repeated keys kept) and JSON body; answers `answer`. */
function record(answer: JsonBodyType = {}) {
  const requests: { method: string; path: string; query: [string, string][]; body: unknown }[] = [];
  server.use(
    http.all('/prod-api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      requests.push({
        method: request.method,
        path: url.pathname,
        query: [...url.searchParams],
        body: text ? JSON.parse(text) : undefined,
      });
      return HttpResponse.json(answer);
    }),
  );
  return requests;
}

describe('getList', () => {
  it('sends a 0-based page, the size, sort=field,order and filters, and maps the page answer', async () => {
    const requests = record({ content: [{ id: 11 }, { id: 12 }], totalElements: 42 });
    const answer = await dataProvider.getList({
      resource: 'api/sysUser',
      pagination: { mode: 'server', current: 2, pageSize: 20 },
      sorters: [
        { field: 'username', order: 'asc' },
        { field: 'createTime', order: 'desc' },
      ],
      filters: [
        { field: 'blurry', operator: 'eq', value: 'ad' },
        { field: 'status', operator: 'eq', value: 'true' },
      ],
    });
    expect(answer).toEqual({ data: [{ id: 11 }, { id: 12 }], total: 42 });
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '/prod-api/api/sysUser',
        query: [
          ['page', '1'],
          ['size', '20'],
          ['sort', 'username,asc'],
          ['sort', 'createTime,desc'],
          ['blurry', 'ad'],
          ['status', 'true'],
        ],
        body: undefined,
      },
    ]);
  });

  it('asks for every row without page and size when paging is off', async () => {
    const requests = record({ content: [], totalElements: 0 });
    await dataProvider.getList({ resource: 'api/sysMenu/tree', pagination: { mode: 'off' }, sorters: [], filters: [] });
    expect(requests[0]!.query).toEqual([]);
  });

  it('sends a date range as the field twice, from the first to the last millisecond of the local days', async () => {
    const requests = record({ content: [], totalElements: 0 });
    await dataProvider.getList({
      resource: 'api/sysUser',
      pagination: { mode: 'off' },
      sorters: [],
      filters: [{ field: 'createTime', operator: 'between', value: ['2024-03-01', '2024-03-31'] }],
    });
    const start = new Date(2024, 2, 1, 0, 0, 0, 0).toISOString();
    const end = new Date(2024, 2, 31, 23, 59, 59, 999).toISOString();
    expect(requests[0]!.query).toEqual([
      ['createTime', start],
      ['createTime', end],
    ]);
  });

  it('passes other ranges through as they are', async () => {
    const requests = record({ content: [], totalElements: 0 });
    await dataProvider.getList({
      resource: 'api/x',
      pagination: { mode: 'off' },
      sorters: [],
      filters: [{ field: 'sort', operator: 'between', value: ['1', '9'] }],
    });
    expect(requests[0]!.query).toEqual([
      ['sort', '1'],
      ['sort', '9'],
    ]);
  });
});

describe('rows', () => {
  it('reads one row by its id in the path', async () => {
    const requests = record({ id: 5, username: 'u5' });
    expect(await dataProvider.getOne({ resource: 'api/sysDict', id: 5 })).toEqual({ id: 5, username: 'u5' });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/prod-api/api/sysDict/5' });
  });

  it('creates with POST and the form body', async () => {
    const requests = record({ id: 7 });
    await dataProvider.create({ resource: 'api/sysUser', variables: { username: 'new' } });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/prod-api/api/sysUser', body: { username: 'new' } });
  });

  it('updates with PUT and the row key in the body', async () => {
    const requests = record({ id: 7 });
    await dataProvider.update({ resource: 'api/sysUser', id: 7, rowKey: 'id', variables: { username: 'renamed' } });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/prod-api/api/sysUser',
      body: { username: 'renamed', id: 7 },
    });
  });

  it('deletes one row or several with DELETE and an array of ids as the body', async () => {
    const requests = record();
    await dataProvider.remove({ resource: 'api/sysUser', id: 3 });
    await dataProvider.removeMany({ resource: 'api/sysUser', ids: [1, 2] });
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'DELETE', path: '/prod-api/api/sysUser', body: [3] },
      { method: 'DELETE', path: '/prod-api/api/sysUser', body: [1, 2] },
    ]);
  });
});

describe('getDict', () => {
  it('loads every detail of the dictionary in one call as labels and values', async () => {
    const requests = record({
      content: [
        { id: 1, dictId: 4, label: '男', labelZhTw: '男', labelEn: 'Male', value: 'male', sort: 1 },
        // A server without the translations (the spec's answer): they read as empty.
        { id: 2, dictId: 4, label: '女', value: 'female', sort: 2 },
      ],
      totalElements: 2,
    });
    expect(await dataProvider.getDict('sex')).toEqual([
      { label: '男', labelZhTw: '男', labelEn: 'Male', value: 'male' },
      { label: '女', labelZhTw: '', labelEn: '', value: 'female' },
    ]);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/prod-api/api/sysDictDetail',
      query: [
        ['dictName', 'sex'],
        ['page', '0'],
        ['size', '9999'],
      ],
    });
  });
});

describe('the query cache', () => {
  const sexPage = (label: string) => ({ content: [{ id: 1, label, value: 'male' }], totalElements: 1 });

  it('asks for a dictionary once, however many read it, until a write to the dictionaries', async () => {
    let label = '男';
    const asked: string[] = [];
    server.use(
      http.get('/prod-api/api/sysDictDetail', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('dictName') ?? '');
        return HttpResponse.json(sexPage(label));
      }),
      http.put('/prod-api/api/sysDictDetail', () => ((label = '男性'), HttpResponse.json({}))),
      http.put('/prod-api/api/sysUser', () => HttpResponse.json({})),
    );
    const changed = vi.fn();
    const unsubscribe = dataProvider.subscribe(changed);
    await Promise.all([dataProvider.getDict('sex'), dataProvider.getDict('sex')]);
    expect(await dataProvider.getDict('sex')).toEqual([{ label: '男', labelZhTw: '', labelEn: '', value: 'male' }]);
    expect(asked).toEqual(['sex']);

    // A write elsewhere leaves the dictionaries as they are.
    await dataProvider.update({ resource: 'api/sysUser', id: 1, rowKey: 'id', variables: { nickname: 'a' } });
    expect(changed).not.toHaveBeenCalled();
    expect(await dataProvider.getDict('sex')).toEqual([{ label: '男', labelZhTw: '', labelEn: '', value: 'male' }]);
    expect(asked).toEqual(['sex']);

    await dataProvider.update({ resource: 'api/sysDictDetail', id: 1, rowKey: 'id', variables: { label: '男性' } });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await dataProvider.getDict('sex')).toEqual([{ label: '男性', labelZhTw: '', labelEn: '', value: 'male' }]);
    expect(asked).toEqual(['sex', 'sex']);
    unsubscribe();
  });

  it('invalidates the dictionaries after a declared call to a dictionary, not after a read', async () => {
    let asked = 0;
    server.use(
      http.get('/prod-api/api/sysDictDetail', () => (asked++, HttpResponse.json(sexPage('男')))),
      http.get('/prod-api/api/sysDict/export', () => HttpResponse.json({})),
      http.delete('/prod-api/api/sysDict/4', () => HttpResponse.json({})),
    );
    await dataProvider.getDict('sex');
    await dataProvider.custom({ method: 'GET', url: 'api/sysDict/export' });
    await dataProvider.getDict('sex');
    expect(asked).toBe(1);
    await dataProvider.custom({ method: 'DELETE', url: 'api/sysDict/4' });
    await dataProvider.getDict('sex');
    expect(asked).toBe(2);
  });
});

describe('calls of their own (document screens, declared calls)', () => {
  it('takes a list answered as { rows } or as a bare array, every row at once', async () => {
    record({ rows: [{ id: 1 }, { id: 2 }] });
    const all = { resource: 'im/config/service', pagination: { mode: 'off' } as const, sorters: [], filters: [] };
    expect(await dataProvider.getList(all)).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    record([{ id: 3 }]);
    expect(await dataProvider.getList(all)).toEqual({ data: [{ id: 3 }], total: 1 });
  });

  it('sends a GET and a POST with the headers a call names (a section Language)', async () => {
    const seen: { method: string; language: string | null; body: string }[] = [];
    server.use(
      http.all('/prod-api/im/config', async ({ request }) => {
        seen.push({ method: request.method, language: request.headers.get('Language'), body: await request.text() });
        return HttpResponse.json({ title: 'Help desk' });
      }),
    );
    expect(await dataProvider.custom({ method: 'GET', url: 'im/config', headers: { Language: 'en' } })).toEqual({
      title: 'Help desk',
    });
    await dataProvider.custom({
      method: 'POST',
      url: 'im/config',
      payload: { title: 'x' },
      headers: { Language: 'zh_TW' },
    });
    expect(seen).toEqual([
      { method: 'GET', language: 'en', body: '' },
      { method: 'POST', language: 'zh_TW', body: '{"title":"x"}' },
    ]);
  });
});

describe('a list asked ahead (the router, as a click opens a screen)', () => {
  const users = {
    resource: 'api/sysUser',
    pagination: { mode: 'server', current: 1, pageSize: 20 } as const,
    sorters: [],
    filters: [],
  };
  const sorted = { ...users, sorters: [{ field: 'username', order: 'asc' as const }] };
  const page = { content: [{ id: 1 }], totalElements: 1 };

  it('is handed, once, to the first getList with the same params: one request', async () => {
    const requests = record(page);
    await askListAhead(users);
    expect(await dataProvider.getList(users)).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(requests).toHaveLength(1);
    await dataProvider.getList(users);
    expect(requests).toHaveLength(2);
  });

  it('is dropped by a list with other params, so a later call with its params asks again', async () => {
    const requests = record(page);
    await askListAhead(users);
    await dataProvider.getList(sorted);
    await dataProvider.getList(users);
    expect(requests.map((request) => request.query.some(([name]) => name === 'sort'))).toEqual([false, true, false]);
  });

  it('is dropped by a write, whose change it would not show', async () => {
    const requests = record(page);
    await askListAhead(users);
    await dataProvider.update({ resource: 'api/sysUser', id: 1, rowKey: 'id', variables: { nickName: 'x' } });
    await dataProvider.getList(users);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
  });

  it('can be shown by a render once it has arrived, and the list call after that asks the server', async () => {
    const requests = record(page);
    const asked = askListAhead(users);
    expect(dataProvider.peekList(users)).toBeUndefined();
    await asked;
    expect(dataProvider.peekList(users)).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(dataProvider.peekList(sorted)).toBeUndefined();
    // A render React starts again reads it again.
    expect(dataProvider.peekList(users)).toEqual({ data: [{ id: 1 }], total: 1 });
    await dataProvider.getList(users);
    expect(requests).toHaveLength(2);
  });

  it('is not used after 5 s: it no longer belongs to the click that asked for it', async () => {
    const requests = record(page);
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    await askListAhead(users);
    now.mockReturnValue(1_000 + AHEAD_MAX_AGE_MS + 1);
    expect(dataProvider.peekList(users)).toBeUndefined();
    await dataProvider.getList(users);
    now.mockRestore();
    expect(requests).toHaveLength(2);
  });

  it('hands a failure to the call that takes it, without asking again, and still settles for the router', async () => {
    let requests = 0;
    server.use(
      http.get('/prod-api/api/sysUser', () => (requests++, HttpResponse.json({ message: 'boom' }, { status: 500 }))),
    );
    await expect(askListAhead(users)).resolves.toBeUndefined();
    expect(dataProvider.peekList(users)).toBeUndefined();
    await expect(dataProvider.getList(users)).rejects.toThrow();
    expect(requests).toBe(1);
  });
});
