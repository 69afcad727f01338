// The HTTP calls a screen's `api` block stands for (docs/api.md "Schema-backed screens"), and
// the permission each needs. Used to register routes, to dispatch collection screens, by
// schemas:check and by the tests that walk every schema-backed route.
import type { Screen, ScreenAction } from './types';

export type EndpointKind = 'list' | 'get' | 'create' | 'update' | 'remove' | 'removeOne';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  kind: EndpointKind;
  method: HttpMethod;
  /** Without /prod-api and without a leading slash; `:id` is the row id. */
  path: string;
  action: ScreenAction;
}

/** Every call a screen's api block implies; create/update only when the screen has a form. */
export function screenEndpoints(screen: Screen): Endpoint[] {
  const { list, get = list, create = list, update = list, remove = list } = screen.api;
  const endpoints: Endpoint[] = [
    { kind: 'list', method: 'GET', path: list, action: 'list' },
    { kind: 'get', method: 'GET', path: `${get}/:id`, action: 'list' },
    { kind: 'remove', method: 'DELETE', path: remove, action: 'del' },
    { kind: 'removeOne', method: 'DELETE', path: `${remove}/:id`, action: 'del' },
  ];
  if (screen.form) {
    endpoints.push(
      { kind: 'create', method: 'POST', path: create, action: 'add' },
      { kind: 'update', method: 'PUT', path: update, action: 'edit' },
    );
  }
  return endpoints;
}

/** The endpoint of `screen` a request for `method path` hits, with the row id of `:id` paths. */
export function matchEndpoint(screen: Screen, method: string, path: string): { endpoint: Endpoint; id?: string } | null {
  for (const endpoint of screenEndpoints(screen)) {
    if (endpoint.method !== method) continue;
    if (endpoint.path === path) return { endpoint };
    const base = endpoint.path.endsWith('/:id') ? endpoint.path.slice(0, -'/:id'.length) : null;
    if (base !== null && path.startsWith(`${base}/`) && !path.slice(base.length + 1).includes('/')) {
      return { endpoint, id: path.slice(base.length + 1) };
    }
  }
  return null;
}
