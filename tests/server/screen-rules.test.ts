// One check everywhere: the same screen-file rules fail `schemas:check` with file and JSON path,
// and stop the server's start when a baseline file breaks them.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { checkSchemas, type CheckContext } from '../../server/screens/check/check';
import { testConfig } from './helpers/app';
import { withProjectCheckContext } from './helpers/check-context';

const brokenRules = fileURLToPath(new URL('./fixtures/broken-rules', import.meta.url));

let context: CheckContext;
withProjectCheckContext((opened) => (context = opened));

describe('screen-file rules', () => {
  it('names every typo, wrong type, bad regex, conditional rule, browser-only rule, misplaced or unknown search column, missing text and own texts by path', async () => {
    expect(await checkSchemas({ ...context, schemasDir: brokenRules })).toEqual([
      'broken-rules/demo/conditional.json: /form/if is not a known keyword here',
      'broken-rules/demo/conditional.json: /form/then is not a known keyword here',
      'broken-rules/demo/conditional.json: /form/allOf is not a known keyword here',
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
