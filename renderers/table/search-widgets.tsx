import { Select } from 'antd';
// The bare Input: the package's Input carries TextArea, Password, Search and OTP with it.
import Input from 'antd/es/input/Input';
import type { ReactNode } from 'react';
import { useDict } from '../dict/use-dict';
import type { FieldName } from '../fields/registry';
import { fieldFallback, lazyWidget } from '../lazy-widget';

/**
 * What a search-bar control gets: its value, a setter, `onSearch` (Enter in a text box searches)
 * and the schema's "x-component-props" (placeholder already translated, aria-label its title).
 */
export interface SearchWidgetProps {
  value: unknown;
  onChange: (value: unknown) => void;
  onSearch: () => void;
  'aria-label': string;
  [prop: string]: unknown;
}

const fullWidth = { width: '100%' };

function SearchInput({ value, onChange, onSearch, ...props }: SearchWidgetProps) {
  return (
    <Input
      {...props}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onPressEnter={onSearch}
    />
  );
}

/** A dictionary's items as options (`"x-component-props": { "dict": "user_status" }`). */
function SearchDictSelect({ value, onChange, onSearch: _onSearch, dict, ...props }: SearchWidgetProps) {
  const items = useDict(typeof dict === 'string' ? dict : undefined);
  // Dictionary values may be booleans; antd's Select compares them as they are.
  const options = items as unknown as { label: string; value: string | number }[];
  return (
    <Select
      {...props}
      style={fullWidth}
      allowClear
      options={options}
      value={value as string | undefined}
      onChange={(next) => onChange(next)}
    />
  );
}

/**
 * The search bar's controls by the "x-component" name a screen's `search` block gives: plain antd
 * controls, so a list screen's first paint needs no Formily (the add/edit form loads it with its
 * own chunk; docs/performance.md). Derived like the field and cell registries: its keys are a
 * subset of the field names (checked when it compiles), and the meta-schema's search widget enum
 * is these keys, so schemas:check and the server refuse a `search` block naming another (which
 * would show the unknown-widget box). The date and number pickers load on first use, as in forms.
 */
export const searchWidgets = {
  Input: SearchInput,
  DictSelect: SearchDictSelect,
  DateRangePicker: lazyWidget(() => import('./search-pickers').then((m) => m.SearchDateRange), fieldFallback),
  NumberPicker: lazyWidget(() => import('./search-pickers').then((m) => m.SearchNumber), fieldFallback),
} satisfies Partial<Record<FieldName, (props: SearchWidgetProps) => ReactNode>>;

export type SearchWidgetName = keyof typeof searchWidgets;
