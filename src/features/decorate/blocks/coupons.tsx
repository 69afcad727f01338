// Enabled coupons from shop/coupon: face value (or discount) and the spending threshold.
import { TagOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { listDefaults, listPropertiesSchema, type ListProps } from './list-props';
import { EmptyBlockData } from './placeholder';
import type { BlockDefinition, ShopRow } from './types';

const value = (row: ShopRow) => (row.faceValue ? `¥${row.faceValue}` : row.discount ? `${row.discount}%` : '');

export const coupons: BlockDefinition<ListProps> = {
  type: 'coupons',
  titleKey: 'decorate.blocks.coupons',
  icon: TagOutlined,
  defaults: listDefaults,
  texts: { title: 'decorate.defaults.coupons' },
  propertiesSchema: listPropertiesSchema,
  Render: ({ props, data }) => {
    const rows = data?.coupons.slice(0, props.limit) ?? [];
    return (
      <div style={{ padding: 12 }}>
        {props.title && <Typography.Title level={5}>{props.title}</Typography.Title>}
        {rows.length === 0 ? (
          <EmptyBlockData hintKey="decorate.empty.coupons" />
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: `repeat(${props.columns}, 1fr)`, gap: 8 }}>
            {rows.map((row) => (
              <div
                key={row.id}
                data-testid="block-item"
                style={{ background: '#fff1f0', color: '#cf1322', borderRadius: 6, padding: 8 }}
              >
                <strong>{value(row)}</strong> {row.name}
                {row.minAmount ? <div>≥ ¥{row.minAmount}</div> : null}
              </div>
            ))}
          </div>
        )}
      </div>
    );
  },
};
