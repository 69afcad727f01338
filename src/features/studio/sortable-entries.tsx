// One part of the form panel as a list the author reorders: by dragging a row's handle, or from
// the keyboard (focus the handle, space, arrows, space), as dnd-kit's sortable lists do.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { DragCancelEvent, DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import type { PanelEntry } from './screen-fields';

interface Props {
  entries: PanelEntry[];
  /** An entry's title in the interface language (the text being edited may have new texts of its own). */
  titleOf(key: string): string;
  editable: boolean;
  onMove(from: number, to: number): void;
  onEdit(key: string): void;
  onRemove(key: string): void;
}

export function SortableEntries({ entries, titleOf, editable, onMove, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = entries.map((entry) => entry.key);
  const titleAt = (id: string | number) => titleOf(entries.find((entry) => entry.key === id)?.title ?? String(id));
  const position = (id: string | number) => keys.indexOf(String(id)) + 1;
  // What a screen reader hears while a row moves, in the interface language.
  const accessibility = {
    screenReaderInstructions: { draggable: t('studio.panel.dragHelp') },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => t('studio.panel.picked', { title: titleAt(active.id) }),
      onDragOver: ({ active, over }: DragOverEvent) =>
        over ? t('studio.panel.movedTo', { title: titleAt(active.id), position: position(over.id) }) : undefined,
      onDragEnd: ({ active, over }: DragEndEvent) =>
        over ? t('studio.panel.dropped', { title: titleAt(active.id), position: position(over.id) }) : undefined,
      onDragCancel: ({ active }: DragCancelEvent) => t('studio.panel.cancelled', { title: titleAt(active.id) }),
    },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  if (entries.length === 0) return <Empty description={t('studio.panel.empty')} />;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="studio-panel-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <EntryRow
              key={entry.key}
              entry={entry}
              titleOf={titleOf}
              editable={editable}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function EntryRow({
  entry,
  titleOf,
  editable,
  onEdit,
  onRemove,
}: { entry: PanelEntry } & Omit<Props, 'entries' | 'onMove'>) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.key,
    disabled: !editable,
  });
  const title = titleOf(entry.title);
  return (
    <li
      ref={setNodeRef}
      data-testid="studio-panel-entry"
      data-key={entry.key}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 8px',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        background: 'inherit',
      }}
    >
      {editable && (
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={t('studio.panel.move', { title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        />
      )}
      <Space size={4} wrap style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text code>{entry.key}</Typography.Text>
        {entry.kind && <Tag>{entry.kind}</Tag>}
        {entry.required && <Tag color="red">{t('studio.panel.required')}</Tag>}
      </Space>
      {editable && (
        <Space size={4}>
          <Button size="small" onClick={() => onEdit(entry.key)} aria-label={t('studio.panel.editOne', { title })}>
            {t('studio.panel.edit')}
          </Button>
          <KeyboardPopconfirm
            title={t('studio.panel.removeConfirm', { title })}
            okText={t('studio.panel.remove')}
            cancelText={t('renderer.cancel')}
            onConfirm={() => onRemove(entry.key)}
          >
            <Button size="small" danger aria-label={t('studio.panel.removeOne', { title })}>
              {t('studio.panel.remove')}
            </Button>
          </KeyboardPopconfirm>
        </Space>
      )}
    </li>
  );
}
