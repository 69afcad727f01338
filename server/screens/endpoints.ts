// The HTTP calls a screen's `api` block stands for (docs/api.md "Schema-backed screens"), and
// the permission each needs. Used to register routes, to dispatch collection screens, by
// schemas:check and by the tests that walk every schema-backed route.
import { isDocument, type AnyScreen, type ApiCall, type HttpMethod, type Screen, type ScreenAction } from './types';

export type { HttpMethod };
/** `call`: a declared call (a switch cell's, a document section's button); `load`/`save`: a document's. */
export type EndpointKind = 'list' | 'get' | 'create' | 'update' | 'remove' | 'removeOne' | 'call' | 'load' | 'save';

export interface Endpoint {
  kind: EndpointKind;
  method: HttpMethod;
  /** Without /prod-api and without a leading slash; `:id` is the row id. */
  path: string;
  action: ScreenAction;
}

/** A declared call's path as a route pattern: `{name}` placeholders become `:name`. */
export const routePath = (path: string) => path.replace(/\{\$?([A-Za-z0-9_.]+)\}/g, ':$1');

const declared = (kind: EndpointKind, call: ApiCall, action: ScreenAction): Endpoint => ({
  kind,
  method: call.method,
  path: routePath(call.path),
  action,
});

/** Switch cells' `props.call`: each toggles a row through its own call (edit permission). */
export function cellCalls(screen: Screen): Endpoint[] {
  return screen.columns.flatMap((column) => {
    const call = column.cell === 'switch' ? (column.props?.call as ApiCall | undefined) : undefined;
    return call ? [declared('call', call, 'edit')] : [];
  });
}

/**
 * The calls a screen that declares its own makes: a document's load, section saves and section
 * buttons; a table's list, then its `calls` (create and update only with a form).
 */
export function declaredEndpoints(screen: AnyScreen): Endpoint[] {
  if (isDocument(screen)) {
    return [
      declared('load', screen.load, 'list'),
      ...screen.sections.flatMap((section) => [
        ...(section.save ? [declared('save', section.save, 'edit')] : []),
        ...(section.calls ?? []).map((call) => declared('call', call, call.action ?? 'edit')),
      ]),
    ];
  }
  const { create, update, remove } = screen.calls ?? {};
  return [
    { kind: 'list', method: 'GET', path: screen.api.list, action: 'list' },
    ...(screen.api.get
      ? [{ kind: 'get', method: 'GET', path: `${screen.api.get}/:id`, action: 'list' } satisfies Endpoint]
      : []),
    ...(create && screen.form ? [declared('create', create, 'add')] : []),
    ...(update && screen.form ? [declared('update', update, 'edit')] : []),
    ...(remove ? [declared('remove', remove, 'del')] : []),
    ...cellCalls(screen),
  ];
}

/** Every call a screen's api block implies (create/update only when the screen has a form), or its declared calls. */
export function screenEndpoints(screen: Screen): Endpoint[] {
  if (screen.calls) return declaredEndpoints(screen);
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
export function matchEndpoint(
  screen: Screen,
  method: string,
  path: string,
): { endpoint: Endpoint; id?: string } | null {
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
