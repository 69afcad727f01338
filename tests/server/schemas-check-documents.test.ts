// schemas:check on screens that declare their own calls: a document screen's load, section saves
// and buttons, and a table's `calls` and switch calls must be served, their permissions exist and
// be declared, embedded screens be table screens of the folder; and the project's chat config passes.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSchemas, type CheckContext } from '../../server/screens/check/check';
import { withProjectCheckContext } from './helpers/check-context';

const broken = fileURLToPath(new URL('./fixtures/broken-documents', import.meta.url));

let context: CheckContext;
withProjectCheckContext((opened) => (context = opened));

describe('schemas:check on document screens and declared calls', () => {
  it('passes the chat config document and its agents table', async () => {
    const problems = await checkSchemas(context);
    expect(problems).toEqual([]);
    expect(context.serves('POST', 'im/config/saveService')).toBe(true);
  });

  it('reports calls not served, permissions missing or undeclared, and embedded screens that are not tables', async () => {
    expect(await checkSchemas({ ...context, schemasDir: broken })).toEqual([
      'broken-documents/demo/agents.json: api POST im/config/saveNothing is not served by the server',
      'broken-documents/demo/agents.json: api POST im/config/setNothing/:id is not served by the server',
      'broken-documents/demo/doc.json: /sections/0/title i18n key "demo.missingSection" is missing in zh_CN, zh_TW, en',
      'broken-documents/demo/doc.json: save call POST im/config/nothing is not served by the server',
      'broken-documents/demo/doc.json: button call POST im/config/syncNothing is not served by the server',
      'broken-documents/demo/doc.json: button call POST im/config/syncNothing needs permissions.del',
      'broken-documents/demo/doc.json: section "agents" embeds "demo/missing", which is not a table screen of this folder',
      'broken-documents/demo/doc.json: permission "demo:edit" (edit) does not exist in the seed',
      expect.stringMatching(/^broken-documents\/demo\/mixed\.json: \/ must NOT be valid/),
      expect.stringMatching(/^broken-documents\/demo\/mixed\.json: \/ must match "then" schema/),
    ]);
  });
});
