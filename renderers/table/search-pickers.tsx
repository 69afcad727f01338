import { DatePicker, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SearchWidgetProps } from './search-widgets';

const fullWidth = { width: '100%' };

/**
 * A date range whose value is two strings in `format` (what the list filter sends), as Formily's
 * RangePicker gives them in forms: 'YYYY-MM-DD', or with `showTime` 'YYYY-MM-DD HH:mm:ss'.
 */
export function SearchDateRange({
  value,
  onChange,
  onSearch: _onSearch,
  format,
  showTime,
  ...props
}: SearchWidgetProps) {
  const pattern = typeof format === 'string' ? format : showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  const range =
    Array.isArray(value) && value.length === 2 ? (value.map((day) => dayjs(day as string)) as [Dayjs, Dayjs]) : null;
  return (
    <DatePicker.RangePicker
      {...props}
      style={fullWidth}
      format={pattern}
      showTime={Boolean(showTime)}
      value={range}
      onChange={(days) =>
        onChange(days?.[0] && days[1] ? [days[0].format(pattern), days[1].format(pattern)] : undefined)
      }
    />
  );
}

export function SearchNumber({ value, onChange, onSearch, ...props }: SearchWidgetProps) {
  return (
    <InputNumber
      {...props}
      style={fullWidth}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      onPressEnter={onSearch}
    />
  );
}
