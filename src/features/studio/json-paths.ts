// Where a JSON pointer of the studio's check (`/form/properties/name/minLenght`) is in the text, read
// from CodeMirror's JSON syntax tree, so an error is underlined at its place however the text is
// laid out. A pointer that reaches further than the text goes (a missing key) marks the deepest
// part it reached. The other way round, pathOf names the place of a node, for the editor's help.
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

/** A property's name as written (the JSON string decoded), or null while it is half typed. */
export function keyOf(state: EditorState, name: SyntaxNode): string | null {
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

/** The keys and indexes that lead from the top of the text to a value node (an Object, an Array…). */
export function pathOf(state: EditorState, value: SyntaxNode): string[] {
  const path: string[] = [];
  for (let node = value; node.parent; node = node.parent) {
    const parent = node.parent;
    if (parent.name === 'Property') {
      const name = parent.getChild('PropertyName');
      path.unshift((name && keyOf(state, name)) ?? '');
    } else if (parent.name === 'Array') {
      // Nodes are made as the tree is read: the same item is found again by where it starts.
      path.unshift(
        String(
          children(parent)
            .filter(isValue)
            .findIndex((item) => item.from === node.from),
        ),
      );
    }
  }
  return path;
}
