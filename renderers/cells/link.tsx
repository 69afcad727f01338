import { isExternalLink } from '../form/patterns';
import type { CellProps } from './types';

/** Only http(s), mailto and tel links become anchors: a stored "javascript:" URL must not run. */
export function LinkCell({ value }: CellProps) {
  if (typeof value !== 'string' || !value) return null;
  if (!isExternalLink(value)) return <>{value}</>;
  return (
    <a href={value} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  );
}
