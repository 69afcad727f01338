// `npm run schemas:check [schemasDir]`: every screen schema against the meta-schema, the
// translations, the server's routes and the seeded permissions. One line per problem; exit 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSchemas } from '../server/screens/check/check';
import { openCheckContext } from '../server/check-context';

const root = fileURLToPath(new URL('..', import.meta.url));
const schemasDir = path.resolve(process.argv[2] ?? path.join(root, 'schemas'));

const { context, close } = await openCheckContext({ schemasDir, localesDir: path.join(root, 'src/locales') });
const problems = await checkSchemas(context).finally(close);
for (const problem of problems) console.error(problem);
console.log(
  problems.length === 0
    ? `schemas:check: every screen in ${schemasDir} is fine`
    : `schemas:check: ${problems.length} problem(s)`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
