// The context of `npm run schemas:check` for its tests: the project's schemas and locales, checked
// against the routes of a real app, which is built once per test file and closed after it.
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';
import type { CheckContext } from '../../../server/screens/check/check';
import { openCheckContext } from '../../../server/check-context';
import { SCHEMAS_DIR } from './app';

const localesDir = fileURLToPath(new URL('../../../src/locales', import.meta.url));

/** Opens the context before the file's tests, hands it to `use`, and closes it after them. */
export function withProjectCheckContext(use: (context: CheckContext) => void): void {
  beforeAll(async () => {
    const { context, close } = await openCheckContext({ schemasDir: SCHEMAS_DIR, localesDir });
    use(context);
    return close;
  });
}
