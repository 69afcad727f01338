// One check everywhere: the same screen-file rules fail `schemas:check` with file and JSON path,
// and stop the server's start when a baseline file breaks them.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { checkSchemas, type CheckContext } from '../../server/screens/check/check';
import { screenFileErrors } from '../../server/screens/check/screen-rules';
import { bodySchema } from '../../server/screens/form-body';
import type { Screen } from '../../server/screens/types';
import { screenAjv } from '../../server/lib/validation';
import agents from '../../schemas/imchat/agents.json';
import chatConfig from '../../schemas/imchat/config.json';
import { testConfig } from './helpers/app';
import { withProjectCheckContext } from './helpers/check-context';

const brokenRules = fileURLToPath(new URL('./fixtures/broken-rules', import.meta.url));

let context: CheckContext;
withProjectCheckContext((opened) => (context = opened));

describe('screen-file rules', () => {
  it('names every typo, wrong type, bad regex, conditional rule outside the subset, browser-only rule, misplaced or unknown search column, missing text and own texts by path', async () => {
    expect(await checkSchemas({ ...context, schemasDir: brokenRules })).toEqual([
      'broken-rules/demo/conditional-fields.json: /form/if/required/0 "apiKey" is write-only ("x-secret"): a conditional rule cannot use it',
      'broken-rules/demo/conditional-fields.json: /form/allOf/0/if/properties/nope "nope" is not a submitted field of the form',
      'broken-rules/demo/conditional-fields.json: /form/allOf/0/then/required/0 "again" is not a submitted field of the form',
      'broken-rules/demo/conditional-fields.json: /form/allOf/0/then/properties/count/pattern pattern applies to string fields only',
      expect.stringMatching(
        /^broken-rules\/demo\/conditional-fields\.json: \/form\/allOf\/0\/else\/properties\/name\/pattern pattern does not compile/,
      ),
      'broken-rules/demo/conditional-fields.json: /form/allOf/0/else/properties/name/maximum maximum applies to number or integer fields only',
      'broken-rules/demo/conditional.json: /form/anyOf is not a known keyword here',
      'broken-rules/demo/conditional.json: /form must have property if when property else is present',
      'broken-rules/demo/conditional.json: /form/properties/name/if is not a known keyword here',
      'broken-rules/demo/conditional.json: /form/properties/name/then is not a known keyword here',
      'broken-rules/demo/conditional.json: /form/allOf/0/if/properties/name/minLength is not a known keyword here',
      'broken-rules/demo/conditional.json: /form/allOf/0/then/anyOf is not a known keyword here',
      'broken-rules/demo/conditional.json: /form/allOf/0/then/properties/name/format is not a known keyword here',
      'broken-rules/demo/own-texts.json: /texts/en "demo.own-texts.name" has no text in en',
      'broken-rules/demo/own-texts.json: /texts/zh_CN/demo.other.x a text key of this screen must start with "demo.own-texts."',
      'broken-rules/demo/own-texts.json: /columns/1/title i18n key "demo.own-texts.nick" is missing in zh_CN, zh_TW, en',
      expect.stringMatching(
        /^broken-rules\/demo\/regex\.json: \/form\/properties\/name\/pattern pattern does not compile/,
      ),
      expect.stringMatching(
        /^broken-rules\/demo\/regex\.json: \/form\/properties\/name\/x-validator\/0\/pattern pattern does not compile/,
      ),
      'broken-rules/demo/search-fields.json: /form/properties/name/x-search-fields x-search-fields is for a search field only',
      'broken-rules/demo/search-fields.json: /search/properties/name/x-search-fields/1 "nickName" is not a column of the list',
      'broken-rules/demo/texts.json: /title i18n key "demo.notTranslated" is missing in zh_CN, zh_TW, en',
      'broken-rules/demo/types.json: /form/properties/name/maxLength must be integer',
      'broken-rules/demo/typos.json: /form/properties/name/minLenght is not a known keyword here',
      'broken-rules/demo/typos.json: /form/properties/name/x-compnent is not a known keyword here',
      'broken-rules/demo/unenforced.json: /form/properties/again/x-validator/0/equalTo equalTo is checked only in the browser: use it on an "x-submit": false field',
    ]);
  });

  it('stops the start on a broken baseline file, naming the file and the path', async () => {
    const database = await openDatabase({ memory: true });
    try {
      await migrateDatabase(database);
      const start = buildApp({ db: database.db, config: testConfig({ schemasDir: brokenRules }) }).then((app) =>
        app.ready(),
      );
      await expect(start).rejects.toThrow(
        /demo\/typos\.json: \/form\/properties\/name\/minLenght is not a known keyword/,
      );
      await expect(start).rejects.toThrow(/demo\/types\.json: \/form\/properties\/name\/maxLength must be integer/);
    } finally {
      await database.close();
    }
  });
});

describe('conditional rules', () => {
  const input = { type: 'string', title: 'system.user.username', 'x-decorator': 'FormItem', 'x-component': 'Input' };
  const conditional = {
    if: { properties: { kind: { enum: ['a', 'b'] }, count: { const: 2 } }, required: ['kind'] },
    then: {
      required: ['code'],
      properties: { code: { pattern: '^C\\d+$', minLength: 2, maxLength: 9, enum: ['C1', 'C22'], const: 'C22' } },
    },
    else: { properties: { count: { minimum: 1, maximum: 9 } } },
  };
  const screen = (form: Record<string, unknown>): Screen =>
    ({
      id: 'demo/when',
      title: 'system.user.title',
      api: { list: 'api/demoWhen' },
      columns: [{ key: 'kind', title: 'system.user.username' }],
      form: {
        type: 'object',
        properties: { kind: input, code: input, count: { ...input, type: 'integer', 'x-component': 'NumberPicker' } },
        ...form,
      },
    }) as Screen;
  const paths = (errors: { path: string }[]) => errors.map((error) => error.path);

  it('accepts the subset at the top of a table screen’s form, bare and in allOf, and compiles it into both bodies', () => {
    const accepted = screen({
      ...conditional,
      allOf: [
        conditional,
        { if: { properties: { count: { const: 7 } }, required: ['count'] }, then: { required: ['kind'] } },
      ],
    });
    expect(screenFileErrors('demo/when', accepted)).toEqual([]);
    for (const mode of ['create', 'update'] as const) {
      const validate = screenAjv.compile(bodySchema(accepted, mode));
      const row = mode === 'update' ? { id: 1 } : {};
      expect(validate({ ...row, kind: 'a', count: 2, code: 'C22' }), mode).toBe(true);
      expect(validate({ ...row, kind: 'a', count: 2, code: 'C1' }), mode).toBe(false);
      // An absent field passes its test: the condition holds on the kind alone.
      expect(validate({ ...row, kind: 'a' }), mode).toBe(false);
      expect(validate({ ...row, kind: 'z', count: 3 }), mode).toBe(true);
      expect(validate({ ...row, kind: 'z', count: 0 }), mode).toBe(false);
      expect(validate({ ...row, count: 7 }), mode).toBe(false);
    }
  });

  it('refuses them anywhere else: inside a field, in search and detail, in a document section, on a screen with its own calls', () => {
    const base = screen({});
    const nested = {
      ...base,
      form: { ...base.form, properties: { ...base.form!.properties, kind: { ...input, ...conditional } } },
    };
    expect(paths(screenFileErrors('demo/when', nested))).toEqual([
      '/form/properties/kind/if',
      '/form/properties/kind/then',
      '/form/properties/kind/else',
    ]);
    const searchAndDetail = {
      ...base,
      search: { ...base.form, allOf: [conditional] },
      detail: { ...base.form, ...conditional },
    };
    expect(paths(screenFileErrors('demo/when', searchAndDetail))).toEqual(
      expect.arrayContaining(['/search/allOf', '/detail/if', '/detail/then', '/detail/else']),
    );
    const section = { ...chatConfig.sections[0]!, form: { ...chatConfig.sections[0]!.form, allOf: [] } };
    expect(paths(screenFileErrors('imchat/config', { ...chatConfig, sections: [section] }))).toEqual([
      '/sections/0/form/allOf',
    ]);
    // A screen with calls of its own is served by hand-written routes, which do not read the form.
    const withCalls = {
      ...agents,
      form: { ...agents.form, if: { required: ['nickName'] }, then: { required: ['nickName'] } },
    };
    expect(screenFileErrors('imchat/agents', withCalls)).toEqual([
      expect.objectContaining({ path: '/form/if', key: 'screen.conditionalCalls' }),
    ]);
  });
});
