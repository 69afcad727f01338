// msw handlers for GET api/screens/<id>, answered as the reference server does.
import { http, HttpResponse, type JsonBodyType } from 'msw';

const notFound = () => HttpResponse.json({ status: 404, message: '请求的资源不存在' }, { status: 404 });

/** Serves these schemas by id; any other id is a 404, as for a component without a schema file. */
export function serveScreens(screens: Record<string, JsonBodyType> = {}) {
  return http.get('/prod-api/api/screens/*', ({ params }) => {
    const id = String(params[0]);
    return id in screens ? HttpResponse.json(screens[id]) : notFound();
  });
}
