// The page document the editor edits and the server stores (docs/api.md "Page decoration"), and
// the pure operations on it. Every operation returns a new document, so undo keeps old ones as is.
import type { BlockType } from './blocks/registry';

export type BlockProps = Record<string, string | number | boolean>;

export interface BlockInstance {
  id: string;
  type: BlockType;
  props: BlockProps;
}

export interface PageDocument {
  blocks: BlockInstance[];
}

export type Device = 'mobile' | 'pc';

export const emptyDocument: PageDocument = { blocks: [] };

/** A block id the server accepts (^[A-Za-z0-9_-]{1,40}$), unique enough within one page. */
export function newBlockId(): string {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function insertBlock(doc: PageDocument, block: BlockInstance, index: number): PageDocument {
  const blocks = [...doc.blocks];
  blocks.splice(Math.max(0, Math.min(index, blocks.length)), 0, block);
  return { blocks };
}

export function moveBlock(doc: PageDocument, from: number, to: number): PageDocument {
  if (from === to || from < 0 || to < 0 || from >= doc.blocks.length || to >= doc.blocks.length) return doc;
  const blocks = [...doc.blocks];
  const [moved] = blocks.splice(from, 1);
  blocks.splice(to, 0, moved!);
  return { blocks };
}

export function removeBlock(doc: PageDocument, id: string): PageDocument {
  return { blocks: doc.blocks.filter((block) => block.id !== id) };
}

/** Copies a block right below itself, under a new id. */
export function duplicateBlock(doc: PageDocument, id: string, copyId: string): PageDocument {
  const index = doc.blocks.findIndex((block) => block.id === id);
  if (index < 0) return doc;
  const source = doc.blocks[index]!;
  return insertBlock(doc, { ...source, id: copyId, props: { ...source.props } }, index + 1);
}

export function updateBlockProps(doc: PageDocument, id: string, props: BlockProps): PageDocument {
  return { blocks: doc.blocks.map((block) => (block.id === id ? { ...block, props } : block)) };
}
