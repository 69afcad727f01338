import { useState } from 'react';
import { Switch } from 'antd';
import { usePermission } from '../permissions';
import { useScreenActions } from '../screen/screen-actions';
import { cellProp, type CellProps } from './types';

/** Toggles a row value through the data provider's update; needs the screen's edit permission. */
export function SwitchCell({ value, record, column }: CellProps) {
  const { screen, update } = useScreenActions();
  const allowed = usePermission();
  const [saving, setSaving] = useState(false);
  const on = cellProp<unknown>(column, 'checkedValue', true);
  const off = cellProp<unknown>(column, 'uncheckedValue', false);
  const toggle = (checked: boolean) => {
    setSaving(true);
    update(record, { [column.key]: checked ? on : off }).finally(() => setSaving(false));
  };
  return (
    <Switch
      aria-label={column.key}
      checked={String(value) === String(on)}
      loading={saving}
      disabled={!allowed(screen.permissions?.edit)}
      onChange={toggle}
    />
  );
}
