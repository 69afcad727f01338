import { useTranslation } from 'react-i18next';
import { message } from '../../src/lib/feedback';
import { useRenderer } from '../context';
import type { Row, RowId } from '../data-provider';
import type { RowCall } from '../actions/call';
import type { ScreenSchema } from '../screen-schema';

/**
 * The row as the edit form would send it, so a switch's save passes the same server validation
 * as the form: only form fields, never passwords or confirmations (the row has none to send).
 */
function rowBody(record: Row, screen: ScreenSchema): Row {
  const properties = Object.entries(screen.form?.properties ?? {}) as [string, Record<string, unknown>][];
  return Object.fromEntries(
    properties
      .filter(([name, field]) => name in record && field['x-component'] !== 'Password' && field['x-submit'] !== false)
      .map(([name]) => [name, record[name]]),
  );
}

/** Deletes and partial updates of rows, each confirmed by a message once the server has answered, then a list refresh. */
export function useMutations(screen: ScreenSchema, refetch: () => void) {
  const { dataProvider } = useRenderer();
  const { t } = useTranslation();
  const rowKey = screen.rowKey ?? 'id';
  const removeResource = screen.api.remove ?? screen.api.list;
  return {
    remove: async (record: Row) => {
      await dataProvider.remove({ resource: removeResource, id: record[rowKey] as RowId });
      void message.success(t('renderer.deleted'));
      refetch();
    },
    removeNamed: async (record: Row, name: string) => {
      const id = encodeURIComponent(String(record[rowKey]));
      await dataProvider.custom({ method: 'POST', url: `${removeResource}/remove/${id}`, payload: { name } });
      void message.success(t('renderer.deleted'));
      refetch();
    },
    removeMany: async (ids: RowId[]) => {
      await dataProvider.removeMany({ resource: removeResource, ids });
      void message.success(t('renderer.deleted'));
      refetch();
    },
    update: async (record: Row, patch: Row) => {
      await dataProvider.update({
        resource: screen.api.update ?? screen.api.list,
        id: record[rowKey] as RowId,
        rowKey,
        variables: { ...rowBody(record, screen), ...patch },
      });
      void message.success(t('renderer.updated'));
      refetch();
    },
    call: async (record: Row, { method, path }: RowCall) => {
      const answer = await dataProvider.custom({
        method,
        url: `${path}/${encodeURIComponent(String(record[rowKey]))}`,
      });
      refetch();
      return answer;
    },
  };
}
