import { Space } from 'antd';
import { RouteLinks } from '../links/route-links';
import type { RouteLink } from '../screen-schema';
import { cellProp, type CellProps } from './types';

/** Links to other app pages for this row (props.links: `{ to, title, permission }`). */
export function RouteCell({ record, column }: CellProps) {
  return (
    <Space size={0}>
      <RouteLinks links={cellProp<RouteLink[]>(column, 'links', [])} record={record} size="small" />
    </Space>
  );
}
