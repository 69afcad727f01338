import { Space } from 'antd';
import { rowActions } from '../actions/registry';
import { lookup } from '../registry-lookup';
import { UnknownWidget } from '../unknown-widget';
import { cellProp, type CellProps } from './types';

/** The row's action buttons, by name from props.actions (default edit and delete). */
export function ActionsCell({ record, column }: CellProps) {
  const names = cellProp<string[]>(column, 'actions', ['edit', 'del']);
  return (
    <Space size={0}>
      {names.map((name) => {
        const Action = lookup(rowActions, name);
        return Action ? (
          <Action key={name} record={record} />
        ) : (
          <UnknownWidget key={name} name={name} path={`columns.${column.key}.props.actions`} schema={column} />
        );
      })}
    </Space>
  );
}
