// The middle pane: the page's blocks as a sortable list on a screen of the page type's width.
// Each block is focusable; dnd-kit's keyboard sensor moves it (space, arrows, space).
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { blocks } from './blocks/registry';
import type { BlockData } from './blocks/types';
import type { BlockInstance, Device } from './document';
import { BlockView, deviceWidth } from './page-view';

export const CANVAS_ID = 'canvas';

interface BlockFrameProps {
  block: BlockInstance;
  data: BlockData | null;
  device: Device;
  selected: boolean;
  onSelect(id: string): void;
  onDuplicate(id: string): void;
  onRemove(id: string): void;
}

function BlockFrame({ block, data, device, selected, onSelect, onDuplicate, onRemove }: BlockFrameProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const title = t(blocks[block.type].titleKey);
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={title}
      aria-pressed={selected}
      data-testid="canvas-block"
      data-block-type={block.type}
      onClick={() => onSelect(block.id)}
      style={{
        position: 'relative',
        transform: CSS.Transform.toString(transform),
        transition,
        outline: selected ? '2px solid #1677ff' : '1px dashed transparent',
        opacity: isDragging ? 0.6 : 1,
        cursor: 'move',
        touchAction: 'none',
      }}
    >
      <BlockView block={block} data={data} device={device} />
      {selected && (
        // Stops the pointer here so the toolbar's buttons never start a drag of the block.
        <div
          style={{ position: 'absolute', top: 4, right: 4, display: 'flex', gap: 4 }}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <Tooltip title={t('decorate.duplicate')}>
            <Button
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('decorate.duplicate')}
              onClick={(event) => (event.stopPropagation(), onDuplicate(block.id))}
            />
          </Tooltip>
          <Tooltip title={t('decorate.delete')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('decorate.delete')}
              onClick={(event) => (event.stopPropagation(), onRemove(block.id))}
            />
          </Tooltip>
        </div>
      )}
    </div>
  );
}

type CanvasProps = Omit<BlockFrameProps, 'block' | 'selected'> & { blocks: BlockInstance[]; selectedId: string | null };

export function Canvas({ blocks: list, selectedId, ...frame }: CanvasProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <div style={{ flex: 1, overflow: 'auto', background: '#f5f5f5', padding: 16 }}>
      <div
        ref={setNodeRef}
        data-testid="canvas"
        style={{
          width: deviceWidth[frame.device],
          minHeight: 600,
          margin: '0 auto',
          background: '#fff',
          boxShadow: isOver ? '0 0 0 2px #1677ff' : '0 0 8px #0002',
        }}
      >
        <SortableContext items={list.map((block) => block.id)} strategy={verticalListSortingStrategy}>
          {list.map((block) => (
            <BlockFrame key={block.id} block={block} selected={block.id === selectedId} {...frame} />
          ))}
        </SortableContext>
        {list.length === 0 && <Empty style={{ paddingTop: 120 }} description={t('decorate.dropHere')} />}
      </div>
    </div>
  );
}
