// A one-line announcement with a speaker icon.
import { SoundOutlined } from '@ant-design/icons';
import type { BlockProps } from '../document';
import { propertiesSchema, textProp, type BlockDefinition } from './types';

interface NoticeBarProps extends BlockProps {
  text: string;
  color: string;
}

export const noticeBar: BlockDefinition<NoticeBarProps> = {
  type: 'noticeBar',
  titleKey: 'decorate.blocks.noticeBar',
  icon: SoundOutlined,
  defaults: { text: '', color: '#fa8c16' },
  texts: { text: 'decorate.defaults.noticeBar' },
  propertiesSchema: propertiesSchema({
    text: textProp('decorate.props.text', 200),
    color: textProp('decorate.props.color', 20),
  }),
  Render: ({ props }) => (
    <div style={{ display: 'flex', gap: 8, padding: '8px 12px', background: '#fffbe6', color: props.color }}>
      <SoundOutlined />
      <span>{props.text}</span>
    </div>
  ),
};
