// A wide banner: an image or a coloured panel with a heading.
import { PictureOutlined } from '@ant-design/icons';
import type { BlockProps } from '../document';
import { propertiesSchema, textProp, type BlockDefinition } from './types';

interface BannerProps extends BlockProps {
  title: string;
  subtitle: string;
  image: string;
  background: string;
}

export const banner: BlockDefinition<BannerProps> = {
  type: 'banner',
  titleKey: 'decorate.blocks.banner',
  icon: PictureOutlined,
  defaults: { title: '', subtitle: '', image: '', background: '#1677ff' },
  texts: { title: 'decorate.defaults.banner' },
  propertiesSchema: propertiesSchema({
    title: textProp('decorate.props.title'),
    subtitle: textProp('decorate.props.subtitle'),
    image: textProp('decorate.props.image', 500),
    background: textProp('decorate.props.background', 20),
  }),
  Render: ({ props }) => (
    <div
      style={{
        background: props.background,
        color: '#fff',
        padding: 24,
        minHeight: 120,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      {props.image && (
        <img
          src={props.image}
          alt=""
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <div style={{ position: 'relative', fontSize: 20, fontWeight: 600 }}>{props.title}</div>
      {props.subtitle && <div style={{ position: 'relative' }}>{props.subtitle}</div>}
    </div>
  ),
};
