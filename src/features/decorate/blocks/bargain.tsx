// Bargain campaigns from shop/bargain, shown at their lowest price.
import { FallOutlined } from '@ant-design/icons';
import { campaignItems } from './campaign-items';
import { ItemGrid } from './item-grid';
import { listDefaults, listPropertiesSchema, type ListProps } from './list-props';
import type { BlockDefinition } from './types';

export const bargain: BlockDefinition<ListProps> = {
  type: 'bargain',
  titleKey: 'decorate.blocks.bargain',
  icon: FallOutlined,
  defaults: listDefaults,
  texts: { title: 'decorate.defaults.bargain' },
  propertiesSchema: listPropertiesSchema,
  Render: ({ props, data, device }) => (
    <ItemGrid
      {...props}
      device={device}
      emptyKey="decorate.empty.bargain"
      items={campaignItems(data?.bargain, (row) => row.minPrice)}
    />
  ),
};
