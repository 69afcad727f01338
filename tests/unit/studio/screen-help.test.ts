// The studio editor's help reads the screens' meta-schema: the keys an object may have where the
// cursor is, the values a key may take, and completion that offers them in a half-typed text.
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { ensureSyntaxTree } from '@codemirror/language';
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import metaSchema from '../../../schemas/_meta/screen.schema.json';
import {
  describe as help,
  keysAt,
  schemasAt,
  valuesOf,
  type SchemaNode,
} from '../../../src/features/studio/meta-schema-help';
import { keyHelpAt, screenCompletion } from '../../../src/features/studio/screen-help';

const root = metaSchema as unknown as SchemaNode;
const keys = (path: string[]) => keysAt(root, schemasAt(root, path)).map((item) => item.key);

describe('the meta-schema at a place of a screen', () => {
  it('names the keys of the screen, a form field and a column', () => {
    expect(keys([])).toEqual(expect.arrayContaining(['id', 'api', 'columns', 'form', 'storage']));
    expect(keys(['form', 'properties', 'name'])).toEqual(
      expect.arrayContaining(['type', 'title', 'maxLength', 'pattern', 'x-component', 'x-validator']),
    );
    expect(keys(['form', 'properties', 'name'])).not.toContain('maxLenght');
    expect(keys(['columns', '3'])).toEqual(expect.arrayContaining(['key', 'title', 'cell', 'sortable']));
  });

  it('names the closed values of a key and says what a key takes', () => {
    expect(valuesOf(schemasAt(root, ['form', 'properties', 'name', 'x-component']))).toContain('DictSelect');
    expect(valuesOf(schemasAt(root, ['columns', '0', 'cell']))).toContain('actions');
    expect(valuesOf(schemasAt(root, ['columns', '0', 'sortable']))).toEqual([true, false]);
    expect(help(schemasAt(root, ['form', 'properties', 'name', 'maxLength']))).toBe('integer');
    expect(help(schemasAt(root, ['form', 'properties', 'name', 'title']))).toBe('An i18n key.\nstring');
  });
});

/** Completion at the `|` of a text. */
async function complete(marked: string, explicit = false): Promise<CompletionResult | null> {
  const pos = marked.indexOf('|');
  const state = EditorState.create({ doc: marked.replace('|', ''), extensions: [json()] });
  ensureSyntaxTree(state, state.doc.length);
  return screenCompletion(new CompletionContext(state, pos, explicit));
}
const labels = (result: CompletionResult | null) => result?.options.map((option) => option.label) ?? [];

describe('completion in a screen text', () => {
  it('offers the keys a form field may still have, and replaces what was typed', async () => {
    const result = await complete('{ "form": { "properties": { "name": { "type": "string", "max|');
    expect(labels(result)).toEqual(expect.arrayContaining(['maxLength', 'x-component']));
    expect(labels(result)).not.toContain('type');
    expect(result?.from).toBe('{ "form": { "properties": { "name": { "type": "string", '.length);
    expect(result?.options.find((option) => option.label === 'maxLength')?.apply).toBe('"maxLength": ');
  });

  it('offers the values of a key after its colon, and items of an array', async () => {
    expect(labels(await complete('{ "form": { "properties": { "name": { "x-component": "|'))).toContain('"Input"');
    expect(labels(await complete('{ "columns": [{ "key": "a", "cell": |', true))).toContain('"dict"');
    expect(
      labels(await complete('{ "columns": [{ "key": "a", "cell": "actions", "props": { "actions": ["detail", "|')),
    ).toContain('"edit"');
  });

  it('offers the screen keys at the top, marking the required ones', async () => {
    const result = await complete('{\n  |\n}', true);
    expect(labels(result)).toEqual(expect.arrayContaining(['id', 'title', 'form']));
    expect(result?.options.find((option) => option.label === 'id')?.detail).toBe('*');
  });

  it('offers nothing unasked where nothing was typed, and nothing inside a free object', async () => {
    expect(await complete('{ "form": |')).toBeNull();
    expect(labels(await complete('{ "form": { "properties": { "name": { "x-component-props": { "|'))).toEqual([]);
  });
});

describe('help on a key', () => {
  it('says what the key under the pointer takes, and nothing off a key', () => {
    const text = '{ "form": { "properties": { "name": { "maxLength": 60 } } } }';
    const state = EditorState.create({ doc: text, extensions: [json()] });
    ensureSyntaxTree(state, state.doc.length);
    const at = text.indexOf('maxLength');
    expect(keyHelpAt(state, at + 2, 1)).toEqual({ from: at - 1, to: at + 10, text: 'maxLength\ninteger' });
    expect(keyHelpAt(state, text.indexOf('60') + 1, 1)).toBeNull();
  });
});
