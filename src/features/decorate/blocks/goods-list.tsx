// Products on shelf from shop/goods.
import { ShoppingOutlined } from '@ant-design/icons';
import { ItemGrid } from './item-grid';
import { listDefaults, listPropertiesSchema, type ListProps } from './list-props';
import type { BlockDefinition } from './types';

export const goodsList: BlockDefinition<ListProps> = {
  type: 'goodsList',
  titleKey: 'decorate.blocks.goodsList',
  icon: ShoppingOutlined,
  defaults: listDefaults,
  texts: { title: 'decorate.defaults.goodsList' },
  propertiesSchema: listPropertiesSchema,
  Render: ({ props, data, device }) => (
    <ItemGrid
      {...props}
      device={device}
      emptyKey="decorate.empty.goods"
      items={
        data?.goods.map((row) => ({ id: row.id, name: row.name ?? '', image: row.image, price: row.price })) ?? null
      }
    />
  ),
};
