import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { cells } from '../cells/registry';
import type { Row } from '../data-provider';
import { lookup } from '../registry-lookup';
import type { ScreenColumn } from '../screen-schema';
import { UnknownWidget } from '../unknown-widget';

/** antd columns for the visible schema columns, each rendered by its registered cell. */
export function buildColumns(columns: ScreenColumn[], hidden: Set<string>, t: TFunction): TableColumnType<Row>[] {
  return columns
    .filter((column) => !hidden.has(column.key))
    .map((column) => {
      const name = column.cell ?? 'text';
      const Cell = lookup(cells, name);
      return {
        key: column.key,
        dataIndex: column.key,
        title: t(column.title),
        width: column.width,
        fixed: column.fixed,
        sorter: column.sortable ? true : undefined,
        render: (value: unknown, record: Row) =>
          Cell ? (
            <Cell value={value} record={record} column={column} />
          ) : (
            <UnknownWidget name={name} path={`columns.${column.key}`} schema={column} />
          ),
      };
    });
}
