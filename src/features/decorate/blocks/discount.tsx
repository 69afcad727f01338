// Products on shelf sold below their market price (shop/goods with marketPrice > price).
import { PercentageOutlined } from '@ant-design/icons';
import { ItemGrid } from './item-grid';
import { listDefaults, listPropertiesSchema, type ListProps } from './list-props';
import type { BlockDefinition, ShopRow } from './types';

const discounted = (row: ShopRow) =>
  row.price !== undefined && row.marketPrice !== undefined && row.marketPrice > row.price;

export const discount: BlockDefinition<ListProps> = {
  type: 'discount',
  titleKey: 'decorate.blocks.discount',
  icon: PercentageOutlined,
  defaults: listDefaults,
  texts: { title: 'decorate.defaults.discount' },
  propertiesSchema: listPropertiesSchema,
  Render: ({ props, data, device }) => (
    <ItemGrid
      {...props}
      device={device}
      emptyKey="decorate.empty.discount"
      items={
        data?.goods.filter(discounted).map((row) => ({
          id: row.id,
          name: row.name ?? '',
          image: row.image,
          price: row.price,
          oldPrice: row.marketPrice,
        })) ?? null
      }
    />
  ),
};
