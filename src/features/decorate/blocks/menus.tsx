// A grid of shortcut entries, one label per line of its "entries" property.
import { AppstoreOutlined } from '@ant-design/icons';
import type { BlockProps } from '../document';
import { numberProp, propertiesSchema, textProp, type BlockDefinition } from './types';

interface MenusProps extends BlockProps {
  entries: string;
  columns: number;
}

export const menus: BlockDefinition<MenusProps> = {
  type: 'menus',
  titleKey: 'decorate.blocks.menus',
  icon: AppstoreOutlined,
  defaults: { entries: '', columns: 4 },
  texts: { entries: 'decorate.defaults.menus' },
  propertiesSchema: propertiesSchema({
    entries: textProp('decorate.props.entries', 500),
    columns: numberProp('decorate.props.columns', 1, 6),
  }),
  Render: ({ props }) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${props.columns}, 1fr)`,
        gap: 8,
        padding: 12,
        textAlign: 'center',
      }}
    >
      {props.entries
        .split('\n')
        .filter((entry) => entry.trim())
        .map((entry, index) => (
          <div key={index}>
            <AppstoreOutlined style={{ fontSize: 24, color: '#1677ff' }} />
            <div>{entry}</div>
          </div>
        ))}
    </div>
  ),
};
