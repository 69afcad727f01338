// npm run schemas:check: the real schemas pass; a broken folder fails with one line per problem.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSchemas, type CheckContext } from '../../server/screens/check/check';
import { withProjectCheckContext } from './helpers/check-context';

const broken = fileURLToPath(new URL('./fixtures/broken-schemas', import.meta.url));

let context: CheckContext;
withProjectCheckContext((opened) => (context = opened));

describe('schemas:check', () => {
  it('passes on the project schemas', async () => {
    expect(await checkSchemas(context)).toEqual([]);
  });

  it('reports every problem of a broken folder, one line each', async () => {
    const problems = await checkSchemas({ ...context, schemasDir: broken });
    expect(problems).toEqual([
      expect.stringMatching(/^broken-schemas\/demo\/broken\.json: not valid JSON/),
      expect.stringMatching(
        /^broken-schemas\/demo\/meta\.json: \/columns\/0\/cell must be equal to one of the allowed values \(text, avatar/,
      ),
      expect.stringMatching(
        /^broken-schemas\/demo\/meta\.json: \/form\/properties\/name\/x-component must be equal to one of the allowed values/,
      ),
      'broken-schemas/demo/moved.json: /id must be "demo/moved" (the file\'s path)',
      'broken-schemas/demo/refs.json: /title i18n key "demo.missingTitle" is missing in zh_CN, zh_TW, en',
      'broken-schemas/demo/refs.json: api GET api/nothingHere is not served by the server',
      'broken-schemas/demo/refs.json: row call PUT api/timing/nothing/<row key> is not served by the server',
      'broken-schemas/demo/refs.json: permission "demo:run" (row call api/timing/nothing) does not exist in the seed',
      'broken-schemas/demo/refs.json: permission "demo:list" (list) does not exist in the seed',
      'broken-schemas/demo/refs.json: dictionary "no_such_dict" does not exist in the seed',
    ]);
  });

  // The command builds its own seeded PGlite: 66 s once on a 2-core machine running three test
  // projects at once. The limit only stops a hang.
  it('exits non-zero from the command line on a broken folder', () => {
    const result = spawnSync('node', ['--import', 'tsx', 'scripts/schemas-check.ts', broken], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('permission "demo:list" (list) does not exist in the seed');
  }, 180_000);
});

describe('schemas:check on search blocks', () => {
  it('refuses a search field whose widget the search bar lacks, naming the file, the field and the allowed widgets', async () => {
    const problems = await checkSchemas({
      ...context,
      schemasDir: fileURLToPath(new URL('./fixtures/broken-search', import.meta.url)),
    });
    expect(problems).toEqual([
      'broken-search/demo/search.json: /search/properties/remark/x-component must be equal to one of the allowed values (Input, DictSelect, DateRangePicker, NumberPicker)',
      "broken-search/demo/search.json: /search/properties/status must have required property 'x-component'",
    ]);
  });
});
