// Uploaded database scripts are documents of two internal screens: the script itself (its row
// names the stored file in DATA_DIR/uploads/database) and one document per run, which carries
// the script's id as `scriptId`. Nothing reads a run once its script is gone, so they go together,
// and a run recorded after its script was deleted would be an orphan: recording checks first.
import type { CollectionRow } from '../repositories/collections';
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

/**
 * Records a finished run of script `id`: its outcome on the script row (`lastRun…`) and one run
 * document, in one transaction; answers the script row after the change. When the script was
 * deleted while it ran, nothing is recorded and it answers null. The row's UPDATE is the check and
 * the lock: it finds no row once a delete has committed, waits for one still in progress (then
 * finds none), and makes a later delete wait until the run document is committed, so the delete's
 * next statement sees the run and removes it too (READ COMMITTED; PGlite has one connection and
 * runs transactions one at a time).
 */
export const recordScriptRun = (
  repos: Repositories,
  tenantId: number,
  id: number,
  outcome: Record<string, unknown>,
  run: Record<string, unknown>,
): Promise<CollectionRow | null> =>
  repos.transaction(async (tx) => {
    const updated = await tx.collections.update(tenantId, DATABASE_SCRIPTS, id, outcome);
    if (updated) await tx.collections.insert(tenantId, DATABASE_SCRIPT_RUNS, { scriptId: id, ...run, ...outcome });
    return updated;
  });

/**
 * A run's error text as `viewerId` is shown it: only to the user who ran it (`runnerId`), since it
 * may quote the target's data; others see that there was one (`hidden`) and the run's status.
 */
export function runMessageFor(
  message: unknown,
  runnerId: unknown,
  viewerId: number,
): { message: string; hidden: boolean } {
  const text = typeof message === 'string' ? message : '';
  return runnerId === viewerId ? { message: text, hidden: false } : { message: '', hidden: text !== '' };
}

/** A script row as `viewerId` is shown it in the list: its last run's error text only to that run's runner. */
export function scriptRowFor(data: Record<string, unknown>, viewerId: number): Record<string, unknown> {
  const { message, hidden } = runMessageFor(data.lastRunMessage, data.lastRunUserId, viewerId);
  return { ...data, lastRunMessage: message, lastRunMessageHidden: hidden };
}
