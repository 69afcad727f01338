import { useTranslation } from 'react-i18next';
import { useRenderer } from '../context';
import type { Filter, Sorter } from '../data-provider';
import type { ScreenSchema } from '../screen-schema';
import { toCsv } from './csv';
import { downloadText } from './download';

/** Exports every row of the current query (filters and sort, all pages) with the visible columns. */
export function useCsvExport(screen: ScreenSchema, query: { filters: Filter[]; sorters: Sorter[] }, hidden: Set<string>) {
  const { dataProvider } = useRenderer();
  const { t } = useTranslation();
  return async () => {
    const { data } = await dataProvider.getList({ resource: screen.api.list, pagination: { mode: 'off' }, filters: query.filters, sorters: query.sorters });
    const columns = screen.columns.filter((column) => column.cell !== 'actions' && !hidden.has(column.key));
    const csv = toCsv(
      columns.map((column) => t(column.title)),
      data.map((row) => columns.map((column) => row[column.key])),
    );
    downloadText(`${screen.id}.csv`, csv, 'text/csv;charset=utf-8');
  };
}
