// The page's closing line: copyright or contact text.
import { VerticalAlignBottomOutlined } from '@ant-design/icons';
import type { BlockProps } from '../document';
import { propertiesSchema, textProp, type BlockDefinition } from './types';

interface FooterProps extends BlockProps {
  text: string;
}

export const footer: BlockDefinition<FooterProps> = {
  type: 'footer',
  titleKey: 'decorate.blocks.footer',
  icon: VerticalAlignBottomOutlined,
  defaults: { text: '' },
  texts: { text: 'decorate.defaults.footer' },
  propertiesSchema: propertiesSchema({ text: textProp('decorate.props.text', 200) }),
  Render: ({ props }) => (
    <div style={{ padding: 16, textAlign: 'center', color: '#8c8c8c', background: '#fafafa' }}>{props.text}</div>
  ),
};
