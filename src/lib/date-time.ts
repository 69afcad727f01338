// The one way the app writes a date and time: 24-hour `YYYY-MM-DD HH:mm:ss` (or its time part),
// as the schema screens' date cells show them, in every interface language. Never the browser's
// toLocaleString, whose format follows the operating system (12-hour US on an English one).
import dayjs from 'dayjs';
import { DEFAULT_DATE_FORMAT } from '../../schemas/wire/cell-text';

/** The date cells' format (schemas/wire/cell-text.ts), so every time on screen reads alike. */
export const DATE_TIME_FORMAT = DEFAULT_DATE_FORMAT;
export const TIME_FORMAT = 'HH:mm:ss';

type Instant = string | number | Date | null | undefined;
const format = (value: Instant, pattern: string) =>
  value === null || value === undefined || value === '' ? '' : dayjs(value).format(pattern);

export const formatDateTime = (value: Instant): string => format(value, DATE_TIME_FORMAT);
export const formatTime = (value: Instant): string => format(value, TIME_FORMAT);
