// Keyboard collisions: a tall block moved down past a short one must land on the short one (by
// the edge sortableKeyboardCoordinates aligns), which a centre-based pick got wrong.
import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { CANVAS_ID } from '../../../src/features/decorate/canvas';
import { collisionDetection } from '../../../src/features/decorate/use-canvas-dnd';

const rect = (top: number, height: number): ClientRect => ({
  top,
  height,
  bottom: top + height,
  left: 0,
  right: 375,
  width: 375,
});
const rects = new Map([
  [CANVAS_ID, rect(0, 600)],
  ['banner', rect(0, 150)],
  ['notice', rect(150, 40)],
  ['footer', rect(190, 80)],
]);
const containers = [...rects.keys()].map((id) => ({ id, disabled: false }) as unknown as DroppableContainer);

function overAfterKeyboardMove(collisionRect: ClientRect) {
  const args = {
    active: { id: 'banner' },
    collisionRect,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: null,
  };
  return collisionDetection(args as unknown as Parameters<typeof collisionDetection>[0])[0]?.id;
}

describe('canvas collision detection', () => {
  it('keyboard: stays on the block itself until moved', () => {
    expect(overAfterKeyboardMove(rect(0, 150))).toBe('banner');
  });

  it('keyboard: a tall block moved down lines its bottom up with the short next block, and lands on it', () => {
    expect(overAfterKeyboardMove(rect(40, 150))).toBe('notice');
    expect(overAfterKeyboardMove(rect(120, 150))).toBe('footer');
  });
});
