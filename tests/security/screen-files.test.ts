// No screen file can make the server answer 500: the check never throws on any mutation of the
// project's form nodes, and whatever it lets through compiles into request-body validators that
// never throw on hostile bodies.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenFileErrors } from '../../server/screens/check/screen-rules';
import { bodySchema } from '../../server/screens/form-body';
import { isStandardScreen, type AnyScreen, type FormNode } from '../../server/screens/types';
import { screenAjv } from '../../server/lib/validation';
import { SCHEMAS_DIR } from '../server/helpers/app';

const files = (dir: string, prefix = ''): string[] =>
  readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return entry.name === '_meta' || entry.name === 'wire' ? [] : files(dir, relative);
    return prefix && entry.name.endsWith('.json') ? [relative] : [];
  });

const keywords = ['type', 'pattern', 'minLength', 'maxLength', 'format', 'enum', 'x-validator', 'x-component', 'if'];
const values: unknown[] = [null, '60', -1, 1.5, [], {}, '(', '[a-', 'mobilePhone', [{ pattern: '(' }], true];
const bodies: unknown[] = [{}, { a: 1 }, { id: 'x' }, [], 'x', null, { name: '\u0000'.repeat(10_000) }];

describe('screen files', () => {
  it('never make the check throw, and what it accepts compiles and validates any body without throwing', () => {
    let accepted = 0;
    let conditional = 0;
    for (const file of files(SCHEMAS_DIR)) {
      const screen = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as AnyScreen;
      if (!isStandardScreen(screen) || !screen.form) continue;
      const [name] = Object.keys(screen.form.properties ?? {});
      if (!name) continue;
      /** Whether the check accepts the screen with this form; what it accepts must validate any body. */
      const tryForm = (form: FormNode): boolean => {
        const mutated = { ...screen, form };
        if (screenFileErrors(screen.id, mutated).length > 0) return false;
        accepted += 1;
        for (const mode of ['create', 'update'] as const) {
          const validate = screenAjv.compile(bodySchema(mutated, mode));
          for (const body of bodies) expect(() => validate(body)).not.toThrow();
        }
        return true;
      };
      for (const keyword of keywords)
        for (const value of values) {
          const field: FormNode = { ...screen.form.properties![name]!, [keyword]: value };
          tryForm({ ...screen.form, properties: { ...screen.form.properties, [name]: field } });
        }
      // Conditional rules at the top of the form, well-formed or not.
      const rules = [
        ...values,
        { properties: { [name]: { const: '(' } }, required: [name] },
        { required: [name], properties: { [name]: { pattern: '[a-', minLength: 1, maximum: 1 } } },
      ];
      for (const condition of rules)
        for (const branch of rules) {
          conditional += Number(tryForm({ ...screen.form, if: condition, then: branch, else: branch }));
          conditional += Number(tryForm({ ...screen.form, allOf: [{ if: condition, then: branch }] }));
        }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(conditional).toBeGreaterThan(0);
  });
});
