// Uploaded database scripts are documents of two internal screens: the script itself (its row
// names the stored file in DATA_DIR/uploads/database) and one document per run, which carries
// the script's id as `scriptId`. Nothing reads a run once its script is gone, so they go together.
import type { Repositories } from '../repositories/index';

export const DATABASE_SCRIPTS = 'internal/database-script';
export const DATABASE_SCRIPT_RUNS = 'internal/database-script-run';

/**
 * Removes the tenant's scripts among `ids` and their runs in one transaction, so a failure keeps
 * both; answers how many scripts went. Runs are only ever written for the tenant's own scripts,
 * so scoping both deletes by tenant leaves another tenant's ids touching nothing.
 */
export const removeScriptsWithRuns = (repos: Repositories, tenantId: number, ids: number[]): Promise<number> =>
  repos.transaction(async (tx) => {
    const removed = await tx.collections.remove(tenantId, DATABASE_SCRIPTS, ids);
    await tx.collections.removeWhereIn(tenantId, DATABASE_SCRIPT_RUNS, 'scriptId', ids);
    return removed;
  });
