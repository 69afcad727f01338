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
    for (const file of files(SCHEMAS_DIR)) {
      const screen = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as AnyScreen;
      if (!isStandardScreen(screen) || !screen.form) continue;
      const [name] = Object.keys(screen.form.properties ?? {});
      if (!name) continue;
      for (const keyword of keywords) {
        for (const value of values) {
          const field: FormNode = { ...screen.form.properties![name]!, [keyword]: value };
          const mutated = {
            ...screen,
            form: { ...screen.form, properties: { ...screen.form.properties, [name]: field } },
          };
          const errors = screenFileErrors(screen.id, mutated);
          if (errors.length > 0) continue;
          accepted += 1;
          for (const mode of ['create', 'update'] as const) {
            const validate = screenAjv.compile(bodySchema(mutated, mode));
            for (const body of bodies) expect(() => validate(body)).not.toThrow();
          }
        }
      }
    }
    expect(accepted).toBeGreaterThan(0);
  });
});
