import type { CellProps } from './types';

/** Plain value; objects are shown as JSON so nothing renders as "[object Object]". */
export function TextCell({ value }: CellProps) {
  if (value === null || value === undefined) return null;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}
