// The editor reducer: insert, move, duplicate, remove, property edits merged per block, undo/redo.
import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from '../../../src/features/decorate/editor-state';

const run = (...actions: EditorAction[]): EditorState => actions.reduce(editorReducer, initialEditorState);
const types = (state: EditorState) => state.present.blocks.map((block) => block.type);
const insert = (id: string, type: 'banner' | 'footer' | 'menus', index: number): EditorAction => ({
  type: 'insert',
  block: { id, type, props: {} },
  index,
});

describe('editor state', () => {
  it('inserts at a position, moves, and undoes and redoes each step', () => {
    const built = run(insert('a', 'banner', 0), insert('b', 'footer', 1), insert('c', 'menus', 1), {
      type: 'move',
      from: 2,
      to: 0,
    });
    expect(types(built)).toEqual(['footer', 'banner', 'menus']);
    const undone = run(
      insert('a', 'banner', 0),
      insert('b', 'footer', 1),
      insert('c', 'menus', 1),
      { type: 'move', from: 2, to: 0 },
      { type: 'undo' },
      { type: 'undo' },
    );
    expect(types(undone)).toEqual(['banner', 'footer']);
    expect(types(editorReducer(undone, { type: 'redo' }))).toEqual(['banner', 'menus', 'footer']);
  });

  it('merges consecutive edits of one block into one undo step', () => {
    const edited = run(
      insert('a', 'banner', 0),
      { type: 'update', id: 'a', props: { title: 'H' } },
      { type: 'update', id: 'a', props: { title: 'Hi' } },
    );
    expect(edited.present.blocks[0]!.props).toEqual({ title: 'Hi' });
    expect(editorReducer(edited, { type: 'undo' }).present.blocks[0]!.props).toEqual({});
  });

  it('duplicates below the source with a new id and selects the copy; removing clears the selection', () => {
    const copied = run(
      insert('a', 'banner', 0),
      { type: 'update', id: 'a', props: { title: 'x' } },
      { type: 'duplicate', id: 'a' },
    );
    const [source, copy] = copied.present.blocks;
    expect(copy).toMatchObject({ type: 'banner', props: { title: 'x' } });
    expect(copy!.id).not.toBe(source!.id);
    expect(copied.selectedId).toBe(copy!.id);
    expect(editorReducer(copied, { type: 'remove', id: copy!.id }).selectedId).toBeNull();
  });

  it('is clean after load and saved, dirty after a change', () => {
    const loaded = run({ type: 'load', doc: { blocks: [] } });
    expect(loaded.present).toBe(loaded.saved);
    const changed = editorReducer(loaded, insert('a', 'banner', 0));
    expect(changed.present).not.toBe(changed.saved);
    expect(editorReducer(changed, { type: 'saved', doc: changed.present }).saved).toBe(changed.present);
  });
});
