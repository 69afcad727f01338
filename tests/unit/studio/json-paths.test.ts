// The studio's errors land where their JSON pointer is in the text, whatever its layout.
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { rangeOfPointer } from '../../../src/features/studio/json-paths';

const TEXT = `{
  "id": "crm/suppliers",
  "calls": { "api/list": { "method": "GET" } },
  "columns": [{ "key": "name" }, { "key": "a/b~c", "cell": "dict" }],
  "form": { "properties": { "name": { "minLenght": 2, "maxLength": "60" } } }
}`;
const state = EditorState.create({ doc: TEXT, extensions: [json()] });
const marked = (pointer: string) => {
  const { from, to } = rangeOfPointer(state, pointer);
  return TEXT.slice(from, to);
};

describe('rangeOfPointer', () => {
  it('marks a property with its value, at any depth', () => {
    expect(marked('/form/properties/name/minLenght')).toBe('"minLenght": 2');
    expect(marked('/form/properties/name/maxLength')).toBe('"maxLength": "60"');
    expect(marked('/id')).toBe('"id": "crm/suppliers"');
  });

  it('counts array items and reads escaped keys', () => {
    expect(marked('/columns/1')).toBe('{ "key": "a/b~c", "cell": "dict" }');
    expect(marked('/columns/1/cell')).toBe('"cell": "dict"');
    expect(marked('/calls/api~1list/method')).toBe('"method": "GET"');
  });

  it('marks the deepest part reached when the pointer goes further than the text', () => {
    expect(marked('/form/properties/name/pattern')).toBe('"name": { "minLenght": 2, "maxLength": "60" }');
    expect(marked('/columns/7')).toBe('"columns": [{ "key": "name" }, { "key": "a/b~c", "cell": "dict" }]');
  });

  it('marks the whole text for the root and for a text that is not JSON', () => {
    expect(marked('/')).toBe(TEXT);
    const broken = EditorState.create({ doc: '{ nope', extensions: [json()] });
    expect(rangeOfPointer(broken, '/id')).toEqual({ from: 0, to: 6 });
  });
});
