// The editor's help from the screens' meta-schema (meta-schema-help.ts): completion of the keys an
// object may have and of the values a key may take (Ctrl+Space, or as one types), and a tooltip on
// a key saying what it is and what it takes.
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorState, Extension } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import type { SyntaxNode } from '@lezer/common';
import metaSchema from '../../../schemas/_meta/screen.schema.json';
import { keyOf, pathOf } from './json-paths';
import { describe, keysAt, schemasAt, valuesOf, type SchemaNode } from './meta-schema-help';

// A JSON import's inferred type is narrower than a schema node's; the file is the check's own meta-schema.
const root = metaSchema as unknown as SchemaNode;

/** The token being typed: a key or a value, quoted or not yet. */
const TYPED = /"?[^\s"{}[\],:]*"?$/;

/** The punctuation before a position (whitespace skipped), as a node of the syntax tree. */
function punctuationBefore(context: CompletionContext, pos: number): SyntaxNode | null {
  const line = context.state.sliceDoc(0, pos);
  const at = line.trimEnd().length;
  if (at === 0) return null;
  return syntaxTree(context.state).resolveInner(at, -1);
}

const isAfter = (node: SyntaxNode, punctuation: string) => node.name === punctuation;

function keysCompletion(context: CompletionContext, object: SyntaxNode, from: number): CompletionResult {
  const present = new Set(
    object
      .getChildren('Property')
      .map((property) => property.getChild('PropertyName'))
      .filter((name): name is SyntaxNode => name !== null && !(name.from <= from && from <= name.to))
      .map((name) => keyOf(context.state, name)),
  );
  const options: Completion[] = keysAt(root, schemasAt(root, pathOf(context.state, object)))
    .filter((help) => !present.has(help.key))
    .map((help) => ({
      label: help.key,
      apply: `"${help.key}": `,
      type: 'property',
      detail: help.required ? '*' : undefined,
      info: describe(help.schemas) || undefined,
      boost: help.required ? 1 : 0,
    }));
  return { from, options, validFor: TYPED };
}

function valuesCompletion(path: string[], from: number): CompletionResult | null {
  const values = valuesOf(schemasAt(root, path));
  if (values.length === 0) return null;
  const options = values.map((value) => ({ label: JSON.stringify(value), type: 'constant' }));
  return { from, options, validFor: TYPED };
}

export const screenCompletion: CompletionSource = (context) => {
  const typed = context.matchBefore(TYPED);
  const from = typed?.from ?? context.pos;
  if (!context.explicit && from === context.pos) return null;
  const before = punctuationBefore(context, from);
  const container = before?.parent;
  if (!before || !container) return null;
  if (container.name === 'Object' && (isAfter(before, '{') || isAfter(before, ',')))
    return keysCompletion(context, container, from);
  if (container.name === 'Property' && isAfter(before, ':')) {
    const name = container.getChild('PropertyName');
    const key = name && keyOf(context.state, name);
    if (key === null || !container.parent) return null;
    return valuesCompletion([...pathOf(context.state, container.parent), key], from);
  }
  if (container.name === 'Array' && (isAfter(before, '[') || isAfter(before, ','))) {
    // An array's items share one schema: any index reaches it.
    return valuesCompletion([...pathOf(context.state, container), '0'], from);
  }
  return null;
};

/** The help of the key at `pos`: where it is written, and what the meta-schema says of it. */
export function keyHelpAt(
  state: EditorState,
  pos: number,
  side: -1 | 1,
): { from: number; to: number; text: string } | null {
  const name = syntaxTree(state).resolveInner(pos, side);
  const object = name.name === 'PropertyName' ? name.parent?.parent : null;
  const key = object && keyOf(state, name);
  if (!object || !key) return null;
  const help = keysAt(root, schemasAt(root, pathOf(state, object))).find((item) => item.key === key);
  const text = help && describe(help.schemas);
  return text ? { from: name.from, to: name.to, text: `${key}\n${text}` } : null;
}

const keyHelp = hoverTooltip((view, pos, side) => {
  const help = keyHelpAt(view.state, pos, side);
  if (!help) return null;
  return {
    pos: help.from,
    end: help.to,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'studio-key-help';
      dom.textContent = help.text;
      return { dom };
    },
  };
});

const HELP_STYLE = EditorView.theme({
  '.studio-key-help': { whiteSpace: 'pre-wrap', maxWidth: '420px', padding: '4px 8px' },
});

/** Completion and hover help for a screen's JSON. */
export const screenHelp = (language: { data: { of: (value: object) => Extension } }): Extension[] => [
  language.data.of({ autocomplete: screenCompletion }),
  keyHelp,
  HELP_STYLE,
];
