import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { fields } from '../../../renderers/fields/registry';
import { metaSchemaText } from '../../../renderers/meta/meta-schema';
import { searchWidgets } from '../../../renderers/table/search-widgets';
import users from '../fixtures/screens/users.json';

const root = join(import.meta.dirname, '../../..');
const metaSchemaFile = join(root, 'schemas/_meta/screen.schema.json');
// `npm run schemas:meta` writes the file here: the registries are browser modules (they read the
// session's storage when loaded), so they are loaded where the unit tests load them, in jsdom.
if (process.env.WRITE_META_SCHEMA) writeFileSync(metaSchemaFile, metaSchemaText());
const committed = readFileSync(metaSchemaFile, 'utf8');
const fixtureDir = join(root, 'tests/unit/fixtures/screens');
const validate = new Ajv({ allErrors: true }).compile(JSON.parse(committed));

describe('screen meta-schema', () => {
  it('is the file the registries generate (run npm run schemas:meta)', () => {
    expect(committed).toBe(metaSchemaText());
  });

  it.each(readdirSync(fixtureDir).filter((name) => name.endsWith('.json')))('accepts the fixture %s', (name) => {
    const valid = validate(JSON.parse(readFileSync(join(fixtureDir, name), 'utf8')));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('rejects an unknown cell, widget, row action and named validator', () => {
    const withColumn = (column: object) => ({ ...users, columns: [column] });
    expect(validate(withColumn({ key: 'a', title: 'x', cell: 'sparkline' }))).toBe(false);
    expect(validate(withColumn({ key: 'a', title: 'x', cell: 'actions', props: { actions: ['launch'] } }))).toBe(false);
    const withField = (field: object) => ({ ...users, form: { type: 'object', properties: { a: field } } });
    expect(validate(withField({ type: 'string', 'x-component': 'StarRating' }))).toBe(false);
    expect(validate(withField({ type: 'string', 'x-component': 'Input', 'x-validator': 'isbn' }))).toBe(false);
    expect(validate(withField({ type: 'string', 'x-component': 'Input', 'x-validator': 'mobilePhone' }))).toBe(true);
  });

  it("allows in a search block exactly the search bar's widgets, and in a form every field widget", () => {
    const withSearch = (component: string) => ({
      ...users,
      search: { type: 'object', properties: { a: { type: 'string', 'x-component': component } } },
    });
    const withForm = (component: string) => ({
      ...users,
      form: { type: 'object', properties: { a: { type: 'string', 'x-component': component } } },
    });
    const searchNames = Object.keys(searchWidgets);
    expect(searchNames.length).toBeGreaterThan(0);
    for (const name of Object.keys(fields)) {
      expect(validate(withSearch(name)), `search ${name}`).toBe(searchNames.includes(name));
      expect(validate(withForm(name)), `form ${name}`).toBe(true);
    }
    // A search widget that is no form field would be refused by the form's enum as well.
    for (const name of searchNames) expect(Object.keys(fields), name).toContain(name);
    expect(validate({ ...users, search: { type: 'object', properties: { a: { type: 'string' } } } })).toBe(false);
  });

  it('keeps each form valid JSON Schema once the browser-only x-* keys are dropped', () => {
    const strip = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(strip)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key]) => !key.startsWith('x-'))
                .map(([key, inner]) => [key, strip(inner)]),
            )
          : value;
    const ajv = new Ajv({ strict: true });
    ajv.addFormat('email', /@/);
    const check = ajv.compile(strip(users.form) as object);
    expect(check({ username: 'alice', nickName: 'A', email: 'a@example.com', password: 'secret1' })).toBe(true);
    expect(check({ username: 'a', nickName: 'A', email: 'a@example.com' })).toBe(false);
  });
});
