// A table screen that declares `calls` (docs/schemas.md "Call objects"): the renderer keeps asking
// its data provider for the standard update/remove, and this wrapper sends them as the declared
// calls instead, filled from the row as last listed and the submitted values. An action the
// screen has no call for is switched off, so no button offers a call the server does not have.
import { useMemo, type ReactNode } from 'react';
import { RendererProvider, useRenderer } from '../context';
import type { DataProvider, Row, RowId } from '../data-provider';
import type { ApiCall, ScreenSchema } from '../screen-schema';
import { fillBody, fillPath, type TemplateValues } from './template';

/** Sends `call` with its path and body filled from `values`. */
export const sendCall = (
  dataProvider: DataProvider,
  call: ApiCall,
  values: TemplateValues,
  headers?: Record<string, string>,
) =>
  dataProvider.custom({
    method: call.method,
    url: fillPath(call.path, values),
    payload: call.body === undefined ? undefined : fillBody(call.body, values),
    headers,
  });

/** The provider a screen with `calls` needs: the standard create/update/remove go out as those calls. */
export function withScreenCalls(base: DataProvider, screen: ScreenSchema): DataProvider {
  const calls = screen.calls ?? {};
  const rowKey = screen.rowKey ?? 'id';
  // Rows by key as last listed, so an update can name fields the form does not carry (a userId).
  const listed = new Map<string, Row>();
  const remember = (page: { data: Row[] }) => {
    listed.clear();
    for (const row of page.data) listed.set(String(row[rowKey]), row);
  };
  const declared = (call: ApiCall | undefined, action: string) => {
    if (!call) throw new Error(`The screen ${screen.id} declares no ${action} call.`);
    return call;
  };
  const removeIds = async (ids: RowId[]) => {
    await sendCall(base, declared(calls.remove, 'remove'), { $ids: ids });
  };
  return {
    ...base,
    async getList(params) {
      const page = await base.getList(params);
      remember(page);
      return page;
    },
    peekList(params) {
      const page = base.peekList?.(params);
      if (page) remember(page);
      return page;
    },
    create: async ({ variables }) => {
      await sendCall(base, declared(calls.create, 'create'), { ...variables, $values: variables });
    },
    update: async ({ id, variables }) => {
      await sendCall(base, declared(calls.update, 'update'), {
        ...listed.get(String(id)),
        ...variables,
        [rowKey]: id,
        $values: variables,
      });
    },
    remove: ({ id }) => removeIds([id]),
    removeMany: ({ ids }) => removeIds(ids),
  };
}

/** The screen as the renderer should see it: actions without a declared call are off (an empty permission list allows nobody). */
export function withCallPermissions(screen: ScreenSchema): ScreenSchema {
  const { calls } = screen;
  if (!calls) return screen;
  const off = (call: ApiCall | undefined, action: 'add' | 'edit' | 'del') => (call ? {} : { [action]: [] });
  return {
    ...screen,
    permissions: {
      ...screen.permissions,
      ...off(calls.create, 'add'),
      ...off(calls.update, 'edit'),
      ...off(calls.remove, 'del'),
    },
  };
}

/** Renders `children(screen)` with the provider and permissions a screen's `calls` need. */
export function ScreenCalls({
  screen,
  children,
}: {
  screen: ScreenSchema;
  children: (screen: ScreenSchema) => ReactNode;
}) {
  const services = useRenderer();
  const dataProvider = useMemo(
    () => (screen.calls ? withScreenCalls(services.dataProvider, screen) : services.dataProvider),
    [services.dataProvider, screen],
  );
  const effective = useMemo(() => withCallPermissions(screen), [screen]);
  if (!screen.calls) return children(screen);
  return (
    <RendererProvider {...services} dataProvider={dataProvider}>
      {children(effective)}
    </RendererProvider>
  );
}
