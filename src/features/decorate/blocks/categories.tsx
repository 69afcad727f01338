// Shown categories from shop/category, as a row of named tiles.
import { ApartmentOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { listDefaults, listPropertiesSchema, type ListProps } from './list-props';
import { EmptyBlockData } from './placeholder';
import type { BlockDefinition } from './types';

export const categories: BlockDefinition<ListProps> = {
  type: 'categories',
  titleKey: 'decorate.blocks.categories',
  icon: ApartmentOutlined,
  defaults: { ...listDefaults, limit: 8, columns: 4 },
  texts: { title: 'decorate.defaults.categories' },
  propertiesSchema: listPropertiesSchema,
  Render: ({ props, data }) => {
    const rows = data?.categories.slice(0, props.limit) ?? [];
    return (
      <div style={{ padding: 12 }}>
        {props.title && <Typography.Title level={5}>{props.title}</Typography.Title>}
        {rows.length === 0 ? (
          <EmptyBlockData hintKey="decorate.empty.categories" />
        ) : (
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${props.columns}, 1fr)`,
              gap: 8,
              textAlign: 'center',
            }}
          >
            {rows.map((row) => (
              <div key={row.id} data-testid="block-item">
                {row.icon ? (
                  <img src={row.icon} alt="" style={{ width: 40, height: 40 }} />
                ) : (
                  <ApartmentOutlined style={{ fontSize: 28 }} />
                )}
                <div>{row.name}</div>
              </div>
            ))}
          </div>
        )}
      </div>
    );
  },
};
