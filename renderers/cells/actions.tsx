import { Space } from 'antd';
import { CallAction, type RowCall } from '../actions/call';
import { rowActions } from '../actions/registry';
import { lookup } from '../registry-lookup';
import { UnknownWidget } from '../unknown-widget';
import { cellProp, type CellProps } from './types';

/** The row's action buttons, by name from props.actions (default edit and delete), then props.calls. */
export function ActionsCell({ record, column }: CellProps) {
  const names = cellProp<string[]>(column, 'actions', ['edit', 'del']);
  const calls = cellProp<RowCall[]>(column, 'calls', []);
  return (
    <Space size={0}>
      {calls.map((call) => (
        <CallAction key={call.path} record={record} call={call} />
      ))}
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
