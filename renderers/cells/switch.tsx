import { useState } from 'react';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendCall } from '../actions/screen-calls';
import { useAllows, useRenderer } from '../context';
import type { ApiCall } from '../screen-schema';
import { useScreenActions } from '../screen/screen-actions';
import { cellProp, type CellProps } from './types';

/**
 * Toggles a row value through the data provider's update, or through `props.call` when the server
 * has a call of its own for it (filled from the row, `{$value}` the new value); needs the screen's
 * edit permission. After a call the switch shows the value the server accepted until the next list.
 * `props.requires` names a field the row must have filled for the switch to be usable (an agent's
 * e-mail notice needs an address).
 */
export function SwitchCell({ value, record, column }: CellProps) {
  const { t } = useTranslation();
  const { screen, update } = useScreenActions();
  const { dataProvider } = useRenderer();
  const allowed = useAllows();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ from: unknown; to: unknown } | null>(null);
  const on = cellProp<unknown>(column, 'checkedValue', true);
  const off = cellProp<unknown>(column, 'uncheckedValue', false);
  const call = cellProp<ApiCall | undefined>(column, 'call', undefined);
  const requires = cellProp<string | undefined>(column, 'requires', undefined);
  const missing =
    requires !== undefined && (record[requires] === undefined || record[requires] === null || record[requires] === '');
  // A newer listed value wins over what this switch saved.
  const shown = saved && saved.from === value ? saved.to : value;
  const toggle = (checked: boolean) => {
    const next = checked ? on : off;
    setSaving(true);
    const work = call
      ? sendCall(dataProvider, call, { ...record, $value: next }).then(() => setSaved({ from: value, to: next }))
      : update(record, { [column.key]: next });
    // A failure is reported by the app's API client; the switch keeps its value.
    work.catch(() => undefined).finally(() => setSaving(false));
  };
  return (
    <Switch
      aria-label={t(column.title)}
      checked={String(shown) === String(on)}
      loading={saving}
      disabled={missing || !allowed(screen.permissions?.edit)}
      onChange={toggle}
    />
  );
}
