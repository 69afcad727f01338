// Every route of the Fastify route table, none forgotten: 401 without a token or with a forged or
// revoked one, 403 without the permission, and no change in the database either way. The only
// exceptions are the two explicit allowlists below; an entry naming no route fails the test too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRoles } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../server/helpers/app';
import { createUser, loginToken } from '../server/helpers/auth';
import { unchanged } from './support/db-snapshot';
import { concreteUrl, routeTable, type RouteEntry } from './support/route-table';

/** Reachable without a token, and why. */
const PUBLIC: Record<string, string> = {
  'GET /prod-api/auth/publicKey': 'the login page encrypts the password with it',
  'GET /prod-api/auth/code': 'the captcha of the login page',
  'POST /prod-api/auth/login': 'logging in',
  'POST /prod-api/auth/resetCode': 'forgotten password: mails a code (rate limited)',
  'POST /prod-api/api/sysUser/resetPass': 'forgotten password: needs the mailed code',
  'GET /prod-api/api/basicConfig/key/:key': 'branding (name, logo) shown on the login page',
  'GET /prod-api/api/users/avatar/:file': '<img> sends no token; names are random UUIDs',
  'GET /prod-api/api/materials/file/:file': '<img>/<video> send no token; names are random UUIDs',
  'POST /prod-api/imchat/visitor/session': 'the public chat widget, by site key',
  'POST /prod-api/imchat/visitor/upload':
    "the public chat widget's images, by site key and the visitor's secret in headers (404 otherwise)",
  'GET /prod-api/imchat/file/:tenant/:file': '<img> sends no token; names are random UUIDs',
  'GET /prod-api/diy/public/page': 'the public phone page, by site key',
  'GET /prod-api/api/exports/:id/file':
    "a finished export's file, by the job's own secret in its download address (404 otherwise; exports.test.ts)",
  'POST /prod-api/api/aliPay/notify':
    "Alipay's payment notification, counted only with Alipay's RSA2 signature for the trade's tenant",
  'GET /websocket': 'authenticated by a single-use ticket (401 without one)',
  'GET /prod-api/websocket': 'the same socket under the API prefix',
  'GET /doc.json':
    'the OpenAPI document (spec: /doc.html): the contract, no data; every call in it still needs its token',
  'GET /doc.html': 'Swagger UI, the page the spec names',
  'GET /doc-ui/:file': "Swagger UI's own script and style files",
  'GET /druid': 'the spec names the page: a redirect to the SQL monitoring screen, which needs a login',
  'GET /prod-api/*': 'the JSON 404, or a collection screen (which authenticates late)',
  'POST /prod-api/*': 'as GET /prod-api/*',
  'PUT /prod-api/*': 'as GET /prod-api/*',
  'DELETE /prod-api/*': 'as GET /prod-api/*',
};

/** Any logged-in user may call these (their own account, the layout's shared data), and why. */
const SELF_SERVICE: Record<string, string> = {
  'GET /prod-api/auth/info': 'own user info',
  'DELETE /prod-api/auth/logout': 'own session',
  'POST /prod-api/auth/actAs/end': 'own session, only an "act as" one (400 otherwise: tests/server/act-as.test.ts)',
  'PUT /prod-api/auth/password': 'own password',
  'POST /prod-api/api/sysUser/updatePass/': 'own password',
  'POST /prod-api/api/sysUser/updateEmail/:code': 'own e-mail',
  'POST /prod-api/api/sysUser/emailCode': 'own e-mail code',
  'PUT /prod-api/api/sysUser/center': 'own profile',
  'GET /prod-api/wx/getQRCodeContent': 'a QR code to bind the caller own WeChat account',
  'GET /prod-api/api/sysUser/userMessage': 'own message settings',
  'POST /prod-api/api/sysUser/updateUserMessage': 'own message settings',
  'POST /prod-api/api/users/updateAvatar': 'own avatar',
  'GET /prod-api/api/sysMenu/build': 'own menu tree (empty without roles)',
  'GET /prod-api/api/sysDictDetail': 'dictionary labels every screen shows',
  'GET /prod-api/api/sysDictDetail/:id': 'one dictionary label, as the list (404 for an unknown id)',
  'GET /prod-api/api/dashboard/stats': 'the home page figures',
  'GET /prod-api/news/domains/list': "the header's site selector",
  'POST /prod-api/api/exports':
    "the permission is the named screen's list and export, read from the body: tests/security/exports.test.ts covers 403",
  'GET /prod-api/api/exports': 'own export jobs',
  'GET /prod-api/api/exports/:id': 'own export job (404 for anyone else: tests/security/exports.test.ts)',
  'POST /prod-api/api/imports':
    "the permission is the named screen's add, read from the query: tests/security/imports.test.ts covers 403",
  'GET /prod-api/api/imports/template':
    "the permission is the named screen's add, read from the query: tests/security/imports.test.ts covers 403",
  'GET /prod-api/api/imports/limits': 'the fixed limits of an import file, the same for everyone',
  'GET /prod-api/api/imports/:id': 'own import job (404 for anyone else: tests/security/imports.test.ts)',
  'POST /prod-api/api/imports/:id/commit':
    "own import job (404 for anyone else), then the job's screen's add: tests/security/imports.test.ts",
  'DELETE /prod-api/api/imports/:id': 'own import job (404 for anyone else: tests/security/imports.test.ts)',
  'DELETE /prod-api/api/materials/:id':
    'the permission depends on the row (image or video): 404 for an unknown row; tests/security/uploads.test.ts covers 403',
};

/** What a wildcard route's `*` stands for in the walk: a real name, so the permission check is what answers. */
const WILDCARD: Record<string, string> = {
  'GET /prod-api/api/screens/*': 'system/user',
  'GET /prod-api/api/studio/screen/*': 'system/user',
  'GET /prod-api/api/studio/history/*': 'system/user',
  'GET /prod-api/api/studio/version/:version/*': 'system/user',
  'GET /prod-api/api/studio/export/*': 'system/user',
  'POST /prod-api/api/studio/check/*': 'system/user',
  'POST /prod-api/api/studio/shape/*': 'system/user',
  'POST /prod-api/api/studio/draft/*': 'system/user',
  'POST /prod-api/api/studio/publish/*': 'system/user',
  'POST /prod-api/api/studio/rollback/*': 'system/user',
};

/** Query strings that get a request past validation to the permission check. */
const QUERY: Record<string, string> = {
  'GET /prod-api/api/materials': '?kind=image',
};

const keyOf = (route: RouteEntry) => `${route.method} ${route.path}`;
const UNAUTHORIZED = { status: 401, message: '登录状态已过期，请重新登录' };

let t: TestApp;
let routes: RouteEntry[];
let nobodyToken: string;
beforeAll(async () => {
  t = await createTestApp();
  routes = await routeTable(t.app);
  // A user without any role holds no authority at all.
  const id = await createUser(t.db, { username: 'nobody', password: 'nobody-pass' });
  await t.db.delete(usersRoles).where(eq(usersRoles.userId, id));
  nobodyToken = await loginToken(t.app, t.db, 'nobody', 'nobody-pass');
});
afterAll(() => t.close());

function send(route: RouteEntry, authorization?: string) {
  const url = concreteUrl(route.path, undefined, WILDCARD[keyOf(route)]) + (QUERY[keyOf(route)] ?? '');
  return t.app.inject({
    method: route.method,
    url,
    headers: authorization ? { authorization } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

/** The routes to walk, logout last (it ends the session the walk uses). */
const walked = () =>
  [...routes].sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));

describe('the route table', () => {
  it('is read in full, and both allowlists name only routes that exist', () => {
    expect(routes.length).toBeGreaterThan(120);
    const keys = new Set(routes.map(keyOf));
    for (const key of [
      ...Object.keys(PUBLIC),
      ...Object.keys(SELF_SERVICE),
      ...Object.keys(WILDCARD),
      ...Object.keys(QUERY),
    ])
      expect(keys, key).toContain(key);
    // Every wildcard route is walked with a real name, or is a public catch-all.
    for (const key of [...keys].filter((item) => item.endsWith('*')))
      expect(key in WILDCARD || key in PUBLIC, key).toBe(true);
  });
});

describe('without a token', () => {
  it('every route but the public ones answers 401 {status, message}, and nothing changes', async () => {
    await unchanged(t.db, async () => {
      for (const route of routes.filter((item) => !(keyOf(item) in PUBLIC))) {
        const response = await send(route);
        expect(response.json(), keyOf(route)).toEqual(UNAUTHORIZED);
      }
    });
  });

  it('the public ones need no token', async () => {
    for (const route of routes.filter((item) => keyOf(item) in PUBLIC && !item.path.includes('websocket'))) {
      expect((await send(route)).statusCode, keyOf(route)).not.toBe(401);
    }
  });
});

describe('forged tokens', () => {
  const forged = [
    `Bearer ${'0'.repeat(64)}`,
    `Bearer ${'f'.repeat(63)}`,
    'Bearer ../../etc/passwd',
    'Basic YWRtaW46YWRtaW4=',
    // A well-formed JWT with alg "none" means nothing to opaque tokens.
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  ];
  it.each(forged)('%s is refused on every non-public route', async (token) => {
    for (const route of routes.filter((item) => !(keyOf(item) in PUBLIC))) {
      expect((await send(route, token)).json(), keyOf(route)).toEqual(UNAUTHORIZED);
    }
  });

  it('a real token with one character changed is refused', async () => {
    const last = nobodyToken.at(-1) === 'a' ? 'b' : 'a';
    const response = await t.app.inject({
      method: 'GET',
      url: '/prod-api/auth/info',
      headers: { authorization: nobodyToken.slice(0, -1) + last },
    });
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('without the permission', () => {
  it('every route but the public and self-service ones answers 403 {status, message}, and nothing changes', async () => {
    const guarded = walked().filter((item) => !(keyOf(item) in PUBLIC) && !(keyOf(item) in SELF_SERVICE));
    await unchanged(t.db, async () => {
      for (const route of guarded) {
        const response = await send(route, nobodyToken);
        expect.soft(response.json(), keyOf(route)).toEqual({ status: 403, message: '没有权限执行此操作' });
      }
    });
  });
});

describe('a revoked token', () => {
  it('is refused everywhere after logout', async () => {
    const token = await loginToken(t.app, t.db, 'nobody', 'nobody-pass');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/prod-api/auth/logout', headers: { authorization: token } }))
        .statusCode,
    ).toBe(200);
    await unchanged(t.db, async () => {
      for (const route of routes.filter((item) => !(keyOf(item) in PUBLIC))) {
        expect((await send(route, token)).json(), keyOf(route)).toEqual(UNAUTHORIZED);
      }
    });
  });
});
