// Hostile input: sort and filter injection on every list, oversized and deeply nested bodies,
// prototype-pollution keys, javascript:, data: and other hosts' URLs in every field that stores a URL, and markup in names,
// labels, chat messages and rich text (kept as text, escaped or sanitised). Each bad request gets
// a clear {status, message} and leaves the database as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_URL, STORED_URLS } from '../../server/lib/stored-url';
import type { FormNode, Screen } from '../../server/screens/types';
import { agentSocket, visitorSocket, listen } from '../server/helpers/chat-setup';
import { validRow } from '../server/helpers/valid-body';
import { unchanged } from './support/db-snapshot';
import { createTwoTenants, type TwoTenants } from './support/two-tenants';

const MARKUP = '<img src=x onerror=alert(1)><script>alert(2)</script>';

let t: TwoTenants;
let screens: Screen[];
beforeAll(async () => {
  t = await createTwoTenants();
  screens = (await t.app.screens.all()).map((item) => item.screen);
});
afterAll(() => t.close());

describe('sort and filter injection', () => {
  const sorts = ['id;DROP TABLE users,asc', '(SELECT 1),asc', 'id,asc;--', 'id,asc nulls first', "id',asc"];
  it('every list refuses SQL in the sort and undeclared filters with 400, and nothing changes', async () => {
    await unchanged(t.db, async () => {
      for (const screen of screens) {
        for (const sort of sorts) {
          const response = await t.admin(
            'GET',
            `${screen.api.list}?sort=${encodeURIComponent(sort)}`,
            undefined,
            t.site,
          );
          expect(response.json(), `${screen.id} ${sort}`).toEqual({ status: 400, message: `不能按 ${sort} 排序` });
        }
        const filter = await t.admin('GET', `${screen.api.list}?${encodeURIComponent('1=1;--')}=x`, undefined, t.site);
        expect(filter.json(), screen.id).toEqual({ status: 400, message: '不能按 1=1;-- 筛选' });
      }
    });
  });

  it('SQL in a filter value is only text', async () => {
    await unchanged(t.db, async () => {
      for (const screen of screens) {
        const response = await t.admin(
          'GET',
          `${screen.api.list}?blurry=${encodeURIComponent("' OR '1'='1' --")}`,
          undefined,
          t.site,
        );
        // A screen without a free-text search refuses the filter; one with it finds nothing.
        if (response.statusCode === 200) expect(response.json(), screen.id).toMatchObject({ totalElements: 0 });
        else expect(response.json(), screen.id).toEqual({ status: 400, message: '不能按 blurry 筛选' });
      }
    });
  });
});

describe('body size and shape', () => {
  it('a body over 1 MiB answers 413', async () => {
    const response = await unchanged(t.db, () => t.admin('POST', 'api/sysDept', { name: 'x'.repeat(1_100_000) }));
    expect(response.json()).toEqual({ status: 413, message: '请求内容过大' });
  });

  it('deeply nested JSON answers 400, also where a document may nest (decorated pages)', async () => {
    // Sent as text: the test's own JSON.stringify would overflow on such an object.
    const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const raw = (method: 'POST' | 'PUT', url: string, payload: string) =>
      t.app.inject({
        method,
        url: `/prod-api/${url}`,
        headers: { authorization: t.adminToken, 'content-type': 'application/json' },
        payload,
      });
    await unchanged(t.db, async () => {
      expect((await raw('POST', 'api/sysDept', `{"name":"x","pid":${nested(50_000)}}`)).statusCode).toBe(400);
      expect((await raw('POST', 'api/aliPay', nested(50_000))).statusCode).toBe(400);
      const page = await raw(
        'PUT',
        'api/diy/page/zh_CN/mobile/deep',
        `{"name":"deep","document":{"blocks":[{"id":"b1","type":"banner","props":${nested(50_000)}}]},"version":0}`,
      );
      expect(page.json()).toEqual({ status: 400, message: 'document.blocks.0.props 的值无效' });
    });
  });

  it('a body that is not JSON, or JSON of the wrong kind, answers 400 or 415', async () => {
    await unchanged(t.db, async () => {
      const raw = (payload: string, type = 'application/json') =>
        t.app.inject({
          method: 'POST',
          url: '/prod-api/api/sysDept',
          headers: { authorization: t.adminToken, 'content-type': type },
          payload,
        });
      expect((await raw('{"name":')).json()).toEqual({ status: 400, message: '请求格式错误' });
      expect((await raw('[1,2]')).statusCode).toBe(400);
      expect((await raw('"text"')).statusCode).toBe(400);
      expect((await raw('name=x', 'application/x-www-form-urlencoded')).json()).toEqual({
        status: 415,
        message: '不支持的请求内容类型',
      });
    });
  });
});

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  it('in a body, a query or a path answer 400 naming the field, and nothing changes', async () => {
    await unchanged(t.db, async () => {
      expect((await t.admin('POST', 'api/sysDept', { name: 'a\u0000b' })).json()).toEqual({
        status: 400,
        message: 'name 的值无效',
      });
      expect((await t.admin('POST', 'api/aliPay', { name: 'x', extra: { deep: ['\u0000'] } })).json()).toEqual({
        status: 400,
        message: 'extra.deep.0 的值无效',
      });
      expect((await t.admin('GET', 'api/sysUser?blurry=%00')).json()).toEqual({
        status: 400,
        message: 'blurry 的值无效',
      });
      expect((await t.admin('GET', 'api/users/avatar/x%00.png')).json()).toEqual({
        status: 400,
        message: 'file 的值无效',
      });
    });
  });
});

describe('prototype pollution', () => {
  const bodies = [
    '{"name":"x","__proto__":{"polluted":1}}',
    '{"name":"x","constructor":{"prototype":{"polluted":1}}}',
    '{"name":"x","pid":{"__proto__":{"polluted":1}}}',
  ];
  it.each(bodies)('%s is refused and pollutes nothing', async (payload) => {
    for (const url of ['/prod-api/api/sysDept', '/prod-api/api/aliPay', '/prod-api/api/sysUser/center']) {
      const response = await unchanged(t.db, () =>
        t.app.inject({
          method: url.endsWith('center') ? 'PUT' : 'POST',
          url,
          headers: { authorization: t.adminToken, 'content-type': 'application/json' },
          payload,
        }),
      );
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toBeTruthy();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('query keys like __proto__ are refused as undeclared filters', async () => {
    const response = await t.admin('GET', 'api/sysUser?__proto__[polluted]=1&constructor[prototype][polluted]=1');
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('stored URLs', () => {
  /** Not http(s) with a host, not a site path: script, data, or another host read from `//` or `/\\`. */
  const HOSTILE = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    ' javascript:alert(1)',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
  ];
  const urlMessage = (field: string) => `${field} 必须是 http(s) 地址或以 / 开头的站内路径`;
  const isUrlFormat = (field: FormNode) => field.format === STORED_URL || field.format === STORED_URLS;
  const fieldsOf = (screen: Screen) => Object.entries(screen.form?.properties ?? {}) as [string, FormNode][];

  it('every schema field named or patterned like a URL is declared a stored URL, so its rule applies', () => {
    const looksLikeUrl = ([name, field]: [string, FormNode]) =>
      field.type === 'string' &&
      (/(url|link|cover|image|images|img|logo|icon|pic|avatar)$/i.test(name) ||
        String(field.pattern ?? '').includes('https?')) &&
      // A slug or an icon name whose pattern takes no address is not a URL.
      (field.pattern === undefined ||
        ['https://a.example/b', '/b'].some((url) => new RegExp(String(field.pattern)).test(url)));
    const undeclared = screens.flatMap((screen) =>
      fieldsOf(screen)
        .filter(looksLikeUrl)
        .filter(([, field]) => !isUrlFormat(field))
        .map(([name]) => `${screen.id}.${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('every URL field of every form refuses javascript:, data:, vbscript: and other hosts with 400 naming the field, and stores nothing', async () => {
    const fields = screens.flatMap((screen) =>
      fieldsOf(screen)
        .filter(([, field]) => isUrlFormat(field))
        .map(([name, field]) => ({ screen, name, field })),
    );
    expect(fields.length).toBeGreaterThan(20);
    await unchanged(t.db, async () => {
      for (const { screen, name, field } of fields) {
        for (const url of HOSTILE) {
          const response = await t.admin(
            'POST',
            screen.api.create ?? screen.api.list,
            { ...validRow(screen), [name]: url },
            t.site,
          );
          // A field with its own stricter pattern (http(s) only) fails that first.
          const expected =
            field.pattern !== undefined && !new RegExp(String(field.pattern)).test(url)
              ? `${name} 的值无效`
              : urlMessage(name);
          expect(response.json(), `${screen.id}.${name} = ${url}`).toEqual({ status: 400, message: expected });
        }
      }
    });
  });

  it('a URL field takes http(s) addresses and site paths', async () => {
    const news = await t.admin(
      'POST',
      'news/news',
      { title: 'cover', content: '<p>x</p>', cover: '/prod-api/api/materials/file/a.png' },
      t.site,
    );
    expect(news.json()).toMatchObject({ cover: '/prod-api/api/materials/file/a.png' });
    expect(
      (await t.admin('POST', 'api/basicConfig/savePic', { systemLogo: 'https://cdn.example/logo.png', systemIcon: '' }))
        .statusCode,
    ).toBe(200);
  });

  it('the branding pictures, by savePic or as config entries, refuse them with 400 and store nothing', async () => {
    await unchanged(t.db, async () => {
      for (const url of HOSTILE) {
        for (const key of ['systemLogo', 'systemIcon', 'systemBackground']) {
          expect((await t.admin('POST', 'api/basicConfig/savePic', { [key]: url })).json(), `${key} = ${url}`).toEqual({
            status: 400,
            message: urlMessage(key),
          });
          expect(
            (await t.admin('POST', 'api/basicConfig', { configKey: key, configValue: url })).json(),
            `entry ${key} = ${url}`,
          ).toEqual({ status: 400, message: urlMessage('configValue') });
        }
      }
    });
  });

  it("a decorated page's block picture refuses them with 400 and stores nothing", async () => {
    await unchanged(t.db, async () => {
      for (const url of HOSTILE) {
        const document = { blocks: [{ id: 'b0', type: 'banner', props: { title: 't', image: url } }] };
        const response = await t.admin('PUT', 'api/diy/page/zh_CN/mobile/home', { name: 'Home', document, version: 0 });
        expect(response.json(), url).toEqual({ status: 400, message: urlMessage('document.blocks.0.props.image') });
      }
    });
  });

  it('rich text loses javascript: links and event handlers', async () => {
    const created = await t.admin(
      'POST',
      'news/news',
      {
        title: 't',
        content:
          '<a href="javascript:alert(1)">a</a><a href="JAVASCRIPT:alert(1)">b</a><img src="x" onerror="alert(1)"><svg onload="alert(1)"></svg><iframe src="https://evil.example"></iframe>',
      },
      t.site,
    );
    const content = created.json<{ content: string }>().content;
    expect(content).not.toMatch(/javascript:|onerror|onload|<svg|<iframe|<script/i);
  });

  it('a chat image address must be http(s) or a path', async () => {
    const wsBase = await listen(t.app);
    const chat = { app: t.app, wsBase, adminToken: t.adminToken } as Parameters<typeof visitorSocket>[0];
    const agent = await agentSocket(chat, t.adminToken);
    const visitor = await visitorSocket(chat);
    visitor.client.send({ type: 'message', clientId: 'js-1', imageUrl: 'javascript:alert(1)' });
    expect(await visitor.client.next('error')).toMatchObject({ code: 'invalid', clientId: 'js-1' });
    visitor.client.send({ type: 'message', clientId: 'js-2', imageUrl: '//evil.example/x.png' });
    expect(await visitor.client.next('error')).toMatchObject({ code: 'invalid', clientId: 'js-2' });
    agent.socket.close();
    visitor.client.socket.close();
  });
});

describe('markup in stored text', () => {
  it('names and dictionary labels are stored and answered as plain JSON text, never as HTML', async () => {
    const dept = await t.admin('POST', 'api/sysDept', { name: MARKUP.slice(0, 50) });
    expect(dept.statusCode).toBe(201);
    expect(dept.headers['content-type']).toMatch(/^application\/json/);
    expect(dept.json()).toMatchObject({ name: MARKUP.slice(0, 50) });
    // Dictionary 1 is seeded.
    const label = await t.admin('POST', 'api/sysDictDetail', { dictId: 1, label: MARKUP.slice(0, 50), value: 'xss' });
    expect(label.json()).toMatchObject({ label: MARKUP.slice(0, 50) });
    expect(label.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a chat message keeps its markup as text, delivered as JSON', async () => {
    const wsBase = await listen(t.app).catch(
      () => `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
    );
    const chat = { app: t.app, wsBase, adminToken: t.adminToken } as Parameters<typeof visitorSocket>[0];
    const agent = await agentSocket(chat, t.adminToken);
    const visitor = await visitorSocket(chat);
    visitor.client.send({ type: 'message', clientId: 'xss-1', text: MARKUP });
    await visitor.client.next('ack');
    const history = (await t.admin('POST', 'imchat/service/history', { conversationId: visitor.conversationId })).json<
      { content?: { text: string }[] } | { text: string }[]
    >();
    expect(JSON.stringify(history)).toContain(JSON.stringify(MARKUP).slice(1, -1));
    agent.socket.close();
    visitor.client.socket.close();
  });

  it('generated site pages escape titles and names', async () => {
    await t.admin('POST', 'news/news', { title: MARKUP, content: '<p>ok</p>', published: true }, t.site);
    const generated = await t.admin('GET', `news/domains/generate/${t.siteId}`);
    expect(generated.statusCode).toBe(200);
    const fs = await import('node:fs');
    const path = await import('node:path');
    const files = fs
      .readdirSync(t.dataDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(fs.readFileSync(path.join(t.dataDir, file), 'utf8'), file).not.toMatch(/<script>alert|<img src=x onerror/);
  });
});
