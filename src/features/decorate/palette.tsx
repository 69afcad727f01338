// The left panel: one draggable entry per registered block.
import { useDraggable } from '@dnd-kit/core';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { blocks, blockTypes, type BlockType } from './blocks/registry';

export const PALETTE_PREFIX = 'palette:';

function PaletteItem({ type }: { type: BlockType }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${type}`,
    data: { paletteType: type },
  });
  const { icon: Icon, titleKey } = blocks[type];
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-testid={`palette-${type}`}
      style={{
        padding: '8px 4px',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        textAlign: 'center',
        cursor: 'grab',
        opacity: isDragging ? 0.5 : 1,
        touchAction: 'none',
      }}
    >
      <Icon />
      <div style={{ fontSize: 12 }}>{t(titleKey)}</div>
    </div>
  );
}

export function Palette() {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('decorate.palette')} style={{ width: 220, flex: 'none' }}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {blockTypes.map((type) => (
          <PaletteItem key={type} type={type} />
        ))}
      </div>
    </Card>
  );
}
