// The whole Fastify route table, read from printRoutes(), so a walk over it cannot forget a route
// added later: every route is either walked or named in an explicit allowlist. The radix tree is
// read (the default print): the flat print (`commonPrefix: false`) folds every wildcard route
// into one `*` line, which hid `/prod-api/api/screens/*`.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The registered path, parameters as `:name`. */
  path: string;
}

const LINE = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/** Every (method, path) of the app; HEAD is left out (Fastify adds it to each GET). */
export async function routeTable(app: FastifyInstance): Promise<RouteEntry[]> {
  await app.ready();
  const parents: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    // Each level of the tree is indented by four characters ("│   " or "    ").
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method: method as RouteEntry['method'], path });
    }
  }
  return routes;
}

/**
 * A concrete URL for a registered path: every parameter gets a value that names no row, a
 * trailing wildcard `rest` (by default a name no screen has).
 */
export const concreteUrl = (path: string, value = '999999', rest = 'zz-no-such-screen') =>
  path.replace(/:\w+/g, value).replace(/\*$/, rest);
