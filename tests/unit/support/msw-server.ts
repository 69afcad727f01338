// One msw server for every unit test; strict, so an unexpected call is reported.
// The layout's background calls (branding, the site list, the workplace figures) are answered
// by default, as an empty deployment would; a test that cares about them overrides with server.use.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const layoutBackgroundCalls = [
  http.get('/prod-api/api/basicConfig/key/:key', ({ params }) =>
    HttpResponse.json({ configKey: params.key, configValue: '' }),
  ),
  http.get('/prod-api/news/domains/list', () => HttpResponse.json({ rows: [] })),
  http.get('/prod-api/api/dashboard/stats', () =>
    HttpResponse.json({ users: 3, logins: 12, roles: 2, permissions: 40 }),
  ),
  http.get('/prod-api/diy/public/page', () =>
    HttpResponse.json({ status: 404, message: '页面不存在' }, { status: 404 }),
  ),
];

export const server = setupServer(...layoutBackgroundCalls);
