// Where a JSON pointer of the studio's check (`/form/properties/name/minLenght`) is in the text, read
// from CodeMirror's JSON syntax tree, so an error is underlined at its place however the text is
// laid out. A pointer that reaches further than the text goes (a missing key) marks the deepest
// part it reached.
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

export interface TextRange {
  from: number;
  to: number;
}

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const isValue = (node: SyntaxNode) => VALUES.has(node.name);

/** RFC 6901: `~1` is `/`, `~0` is `~`. */
const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function children(node: SyntaxNode): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) found.push(child);
  return found;
}

/** A property of an object (its name and value, underlined together), or an item of an array. */
function step(
  state: EditorState,
  node: SyntaxNode,
  segment: string,
): { node: SyntaxNode | null; range: TextRange } | null {
  if (node.name === 'Array') {
    const item = children(node).filter(isValue)[Number(segment)];
    return item ? { node: item, range: { from: item.from, to: item.to } } : null;
  }
  if (node.name !== 'Object') return null;
  for (const property of children(node).filter((child) => child.name === 'Property')) {
    const name = property.getChild('PropertyName');
    if (!name || keyOf(state, name) !== segment) continue;
    const value = children(property).find(isValue) ?? null;
    return { node: value, range: { from: name.from, to: value?.to ?? name.to } };
  }
  return null;
}

function keyOf(state: EditorState, name: SyntaxNode): string | null {
  try {
    return JSON.parse(state.sliceDoc(name.from, name.to)) as string;
  } catch {
    return null;
  }
}

/** The range `pointer` names in the text; the whole text for `/` or a text that is not JSON. */
export function rangeOfPointer(state: EditorState, pointer: string): TextRange {
  const tree = ensureSyntaxTree(state, state.doc.length, 1_000) ?? syntaxTree(state);
  let node = children(tree.topNode).find(isValue) ?? null;
  let range: TextRange = { from: 0, to: state.doc.length };
  for (const segment of pointer.split('/').slice(1).map(unescapeSegment)) {
    const next = node && step(state, node, segment);
    if (!next) break;
    ({ node, range } = next);
  }
  return range;
}
