import { useTranslation } from 'react-i18next';
import { exportText } from '../cells/display-text';
import { cellProp } from '../cells/types';
import { useRenderer } from '../context';
import type { DictItem, Filter, Sorter } from '../data-provider';
import { loadDict } from '../dict/use-dict';
import type { ScreenSchema } from '../screen-schema';
import { toCsv } from './csv';
import { downloadText } from './download';

/**
 * Exports every row of the current query (filters and sort, all pages) with the visible columns,
 * each written as its cell shows it (dictionary and tag labels, translated keys, formatted dates).
 */
export function useCsvExport(
  screen: ScreenSchema,
  query: { filters: Filter[]; sorters: Sorter[] },
  hidden: Set<string>,
) {
  const { dataProvider } = useRenderer();
  const { t } = useTranslation();
  return async () => {
    const columns = screen.columns.filter((column) => column.cell !== 'actions' && !hidden.has(column.key));
    const dictNames = [
      ...new Set(columns.filter((column) => column.cell === 'dict').map((column) => cellProp(column, 'dict', ''))),
    ].filter(Boolean);
    const [{ data }, ...loaded] = await Promise.all([
      dataProvider.getList({
        resource: screen.api.list,
        pagination: { mode: 'off' },
        filters: query.filters,
        sorters: query.sorters,
      }),
      ...dictNames.map((name) => loadDict(dataProvider, name)),
    ]);
    const dicts = new Map(dictNames.map((name, index) => [name, loaded[index] as DictItem[]]));
    const csv = toCsv(
      columns.map((column) => t(column.title)),
      data.map((row) => columns.map((column) => exportText(column, row[column.key], { t, dicts }))),
    );
    downloadText(`${screen.id}.csv`, csv, 'text/csv;charset=utf-8');
  };
}
