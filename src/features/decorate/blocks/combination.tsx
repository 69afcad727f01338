// Group-buying campaigns from shop/combination, with the group size.
import { TeamOutlined } from '@ant-design/icons';
import { campaignItems } from './campaign-items';
import { ItemGrid } from './item-grid';
import { listDefaults, listPropertiesSchema, type ListProps } from './list-props';
import type { BlockDefinition } from './types';

export const combination: BlockDefinition<ListProps> = {
  type: 'combination',
  titleKey: 'decorate.blocks.combination',
  icon: TeamOutlined,
  defaults: listDefaults,
  texts: { title: 'decorate.defaults.combination' },
  propertiesSchema: listPropertiesSchema,
  Render: ({ props, data, device }) => (
    <ItemGrid
      {...props}
      device={device}
      emptyKey="decorate.empty.combination"
      items={campaignItems(
        data?.combination,
        (row) => row.groupPrice,
        (row) => (row.people ? `${row.people}👥` : ''),
      )}
    />
  ),
};
