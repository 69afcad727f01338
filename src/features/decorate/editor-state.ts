// The editor's state as a reducer with undo/redo. Property edits of one block in a row merge into
// one undo step (typing a title is one step, not one per key). `revision` changes whenever the
// document changes by any other means, so the properties form knows to reload its values.
import {
  duplicateBlock,
  emptyDocument,
  insertBlock,
  moveBlock,
  newBlockId,
  removeBlock,
  updateBlockProps,
  type BlockInstance,
  type BlockProps,
  type PageDocument,
} from './document';

export interface EditorState {
  past: PageDocument[];
  present: PageDocument;
  future: PageDocument[];
  /** The document as last loaded or saved: the unsaved-changes guard compares with it. */
  saved: PageDocument;
  selectedId: string | null;
  /** The block whose properties the last step edited; null after any other step. */
  editing: string | null;
  revision: number;
}

export type EditorAction =
  | { type: 'load'; doc: PageDocument }
  | { type: 'saved'; doc: PageDocument }
  | { type: 'insert'; block: BlockInstance; index: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string }
  | { type: 'update'; id: string; props: BlockProps }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

/** Undo steps kept: enough for a session, bounded so memory stays small. */
const HISTORY_LIMIT = 100;

export const initialEditorState: EditorState = {
  past: [],
  present: emptyDocument,
  future: [],
  saved: emptyDocument,
  selectedId: null,
  editing: null,
  revision: 0,
};

function commit(state: EditorState, doc: PageDocument, selectedId = state.selectedId): EditorState {
  if (doc === state.present) return state;
  return {
    ...state,
    past: [...state.past, state.present].slice(-HISTORY_LIMIT),
    present: doc,
    future: [],
    selectedId,
    editing: null,
    revision: state.revision + 1,
  };
}

const exists = (doc: PageDocument, id: string | null) =>
  id && doc.blocks.some((block) => block.id === id) ? id : null;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return { ...initialEditorState, present: action.doc, saved: action.doc, revision: state.revision + 1 };
    case 'saved':
      return { ...state, saved: action.doc };
    case 'insert':
      return commit(state, insertBlock(state.present, action.block, action.index), action.block.id);
    case 'move':
      return commit(state, moveBlock(state.present, action.from, action.to));
    case 'remove':
      return commit(
        state,
        removeBlock(state.present, action.id),
        state.selectedId === action.id ? null : state.selectedId,
      );
    case 'duplicate': {
      const copyId = newBlockId();
      return commit(state, duplicateBlock(state.present, action.id, copyId), copyId);
    }
    case 'update': {
      const doc = updateBlockProps(state.present, action.id, action.props);
      // Consecutive edits of the same block replace the present step instead of adding one.
      const past = state.editing === action.id ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT);
      return { ...state, past, present: doc, future: [], editing: action.id };
    }
    case 'select':
      return { ...state, selectedId: action.id, editing: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        selectedId: exists(previous, state.selectedId),
        editing: null,
        revision: state.revision + 1,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        past: [...state.past, state.present],
        present: next,
        future: rest,
        selectedId: exists(next, state.selectedId),
        editing: null,
        revision: state.revision + 1,
      };
    }
  }
}
