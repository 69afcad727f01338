// Drag and drop between the palette and the canvas: a palette entry dropped on a block goes above
// or below it (by which half the pointer is in), dropped on the empty canvas it goes last; a
// canvas block dropped on another takes its place.
import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TFunction } from 'i18next';
import type { Dispatch } from 'react';
import { blocks, type BlockType } from './blocks/registry';
import { newBlockProps } from './blocks/types';
import { CANVAS_ID } from './canvas';
import { newBlockId, type PageDocument } from './document';
import type { EditorAction } from './editor-state';

/**
 * Keyboard moves: sortableKeyboardCoordinates lines the dragged block up with its target by the
 * target's top edge (moving up) or bottom edge (moving down). Centres would not do: a tall block
 * moved past a short one stays nearer its own centre, so every arrow key landed on itself.
 */
export const closestEdge: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) =>
  droppableContainers
    .filter((container) => container.id !== CANVAS_ID)
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (!rect) return [];
      const value = Math.min(Math.abs(rect.top - collisionRect.top), Math.abs(rect.bottom - collisionRect.bottom));
      return [{ id: container.id, data: { droppableContainer: container, value } }];
    })
    .sort((a, b) => a.data.value - b.data.value);

/** A block under the pointer wins over the canvas around it; keyboard moves go by closestEdge. */
export const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestEdge(args);
  const hits = pointerWithin(args);
  const blockHit = hits.find((hit) => hit.id !== CANVAS_ID);
  if (blockHit) return [blockHit];
  if (hits.length) return hits;
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => container.id !== CANVAS_ID),
  });
};

function pointerY(event: DragEndEvent): number | null {
  const start = event.activatorEvent;
  return start instanceof PointerEvent || start instanceof MouseEvent ? start.clientY + event.delta.y : null;
}

/** Where a palette drop lands in the list, from the block it is over and the pointer. */
export function dropIndex(doc: PageDocument, event: DragEndEvent): number {
  const { over } = event;
  const index = over ? doc.blocks.findIndex((block) => block.id === over.id) : -1;
  if (!over || index < 0) return doc.blocks.length;
  const y = pointerY(event);
  const below = y !== null && y > over.rect.top + over.rect.height / 2;
  return below ? index + 1 : index;
}

/** `pageTexts`: the page language's texts, for a new block's starting texts. */
export function useCanvasDnd(doc: PageDocument, dispatch: Dispatch<EditorAction>, pageTexts: TFunction) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click still selects a block.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = (event: DragEndEvent) => {
    const paletteType = event.active.data.current?.paletteType as BlockType | undefined;
    if (paletteType) {
      if (!event.over) return;
      const block = { id: newBlockId(), type: paletteType, props: newBlockProps(blocks[paletteType], pageTexts) };
      dispatch({ type: 'insert', block, index: dropIndex(doc, event) });
      return;
    }
    const from = doc.blocks.findIndex((block) => block.id === event.active.id);
    const to = doc.blocks.findIndex((block) => block.id === event.over?.id);
    if (from >= 0 && to >= 0) dispatch({ type: 'move', from, to });
  };

  return { sensors, collisionDetection, onDragEnd };
}
