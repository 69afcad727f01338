// The grid of shop items every product-like block draws (goods, seckill, bargain, group buying,
// discounts), with the block's own title and price labels.
import { Typography } from 'antd';
import type { Device } from '../document';
import { EmptyBlockData } from './placeholder';

export interface GridItem {
  id: number;
  name: string;
  image?: string;
  price?: number;
  /** Struck through beside the price (the price before the offer). */
  oldPrice?: number;
  badge?: string;
}

interface Props {
  title: string;
  items: GridItem[] | null;
  limit: number;
  columns: number;
  device: Device;
  emptyKey: string;
}

const money = (value: number | undefined) => (value === undefined ? '' : `¥${value.toFixed(2)}`);

export function ItemGrid({ title, items, limit, columns, device, emptyKey }: Props) {
  // The PC page has twice the room of the phone screen.
  const perRow = device === 'pc' ? columns * 2 : columns;
  const shown = items?.slice(0, limit) ?? [];
  return (
    <div style={{ padding: 12 }}>
      {title && <Typography.Title level={5}>{title}</Typography.Title>}
      {shown.length === 0 ? (
        <EmptyBlockData hintKey={emptyKey} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: `repeat(${perRow}, 1fr)`, gap: 8 }}>
          {shown.map((item) => (
            <div
              key={item.id}
              data-testid="block-item"
              style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
            >
              {item.image && (
                <img src={item.image} alt="" style={{ width: '100%', aspectRatio: '1', objectFit: 'cover' }} />
              )}
              <div>{item.name}</div>
              {item.badge && <Typography.Text type="secondary">{item.badge} </Typography.Text>}
              <Typography.Text type="danger">{money(item.price)}</Typography.Text>{' '}
              {item.oldPrice !== undefined && (
                <Typography.Text delete type="secondary">
                  {money(item.oldPrice)}
                </Typography.Text>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
