// Flash sales from shop/seckill.
import { ThunderboltOutlined } from '@ant-design/icons';
import { campaignItems } from './campaign-items';
import { ItemGrid } from './item-grid';
import { listDefaults, listPropertiesSchema, type ListProps } from './list-props';
import type { BlockDefinition } from './types';

export const seckill: BlockDefinition<ListProps> = {
  type: 'seckill',
  titleKey: 'decorate.blocks.seckill',
  icon: ThunderboltOutlined,
  defaults: listDefaults,
  texts: { title: 'decorate.defaults.seckill' },
  propertiesSchema: listPropertiesSchema,
  Render: ({ props, data, device }) => (
    <ItemGrid
      {...props}
      device={device}
      emptyKey="decorate.empty.seckill"
      items={campaignItems(data?.seckill, (row) => row.seckillPrice)}
    />
  ),
};
