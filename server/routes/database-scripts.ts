// POST /api/database/run/{id}: the explicit admin action that runs an uploaded database script
// (never run on upload) on a registered target database (`{ targetId }`, a row of the 数据库连接
// screen, services/database-targets.ts), with that target's own credentials and never on the
// product's connection (connectors/database-target.ts). Needs `database:run`, a platform-only
// permission (services/authorities.ts); the script and the target must be the caller's tenant's,
// the script non-empty and free of transaction control. It runs in one transaction: a failure
// rolls everything back and is answered with the database's message. Every run is recorded: the
// script row keeps the last run (who, when, on which target, outcome, message, duration) for the
// list, and `internal/database-script-run` keeps the history, which GET on the same path lists
// (newest first, paged; `database:list`). A run's error text is shown only to whoever ran it.
// Deleting a script removes its runs too, and a run that ends after its script was deleted
// records nothing (services/database-scripts.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { scriptProblem } from '../lib/sql-script';
import { sessionOf } from '../plugins/auth';
import { collectionField, type CollectionRow } from '../repositories/collections';
import { runOnTarget } from '../connectors/database-target';
import { uploadDir } from '../services/data-folders';
import { DATABASE_SCRIPT_RUNS, DATABASE_SCRIPTS, recordScriptRun, runMessageFor } from '../services/database-scripts';
import { DATABASE_TARGETS, refuseProductDatabase, targetOf } from '../services/database-targets';
import { requirePermission } from './chat-permission';
import { listQuery } from './deploy-uploads';
import { idParams } from './id-params';

const RUN_FIELDS = { createTime: collectionField('createTime', 'range'), scriptId: collectionField('scriptId', 'eq') };

/** A history entry as `viewerId` is shown it; the document keeps the script row's `lastRun…` names. */
const runItem = ({ id, data }: CollectionRow, viewerId: number) => {
  const { message, hidden } = runMessageFor(data.lastRunMessage, data.userId, viewerId);
  return {
    id,
    runAt: data.lastRunAt,
    runBy: data.lastRunBy,
    target: data.lastRunTarget ?? '',
    status: data.lastRunStatus,
    durationMs: data.lastRunMs,
    message,
    messageHidden: hidden,
  };
};

const runBody = {
  type: 'object',
  required: ['targetId'],
  additionalProperties: false,
  properties: { targetId: { type: 'integer', minimum: 1 } },
} as const;

const databaseScriptRoutes: FastifyPluginAsync = async (app) => {
  // preValidation: a caller without the permission learns nothing from validation errors.
  const may = requirePermission;

  app.get<{ Params: { id: number }; Querystring: { page?: number; size?: number } }>(
    '/api/database/run/:id',
    { schema: { params: idParams, querystring: listQuery }, preValidation: may('database:list') },
    async (request) => {
      const { tenantId, userId } = sessionOf(request);
      const { id } = request.params;
      if (!(await app.repos.collections.get(tenantId, DATABASE_SCRIPTS, id))) throw notFound();
      const { page = 0, size = 20 } = request.query;
      const query = {
        page: { index: page, size },
        sort: [{ field: 'createTime', order: 'desc' as const }],
        filters: [{ field: 'scriptId', values: [String(id)] }],
      };
      const result = await app.repos.collections.list(tenantId, DATABASE_SCRIPT_RUNS, query, RUN_FIELDS);
      return { content: result.content.map((run) => runItem(run, userId)), totalElements: result.totalElements };
    },
  );

  app.post<{ Params: { id: number }; Body: { targetId: number } }>(
    '/api/database/run/:id',
    { schema: { params: idParams, body: runBody }, preValidation: may('database:run') },
    async (request) => {
      const { tenantId, userId } = sessionOf(request);
      const { id } = request.params;
      const row = await app.repos.collections.get(tenantId, DATABASE_SCRIPTS, id);
      if (!row) throw notFound();
      const targetRow = await app.repos.collections.get(tenantId, DATABASE_TARGETS, request.body.targetId);
      if (!targetRow) throw badRequest('database.targetMissing');
      // Checked again here: a name that resolved elsewhere when it was saved may not any more.
      await refuseProductDatabase(request, targetRow.data);
      const file = path.join(uploadDir('database'), path.basename(String(row.data.storedName)));
      const script = (await readFile(file, 'utf8').catch(() => null))?.replace(/^\uFEFF/, '');
      if (script == null) throw new HttpError(409, 'database.scriptMissing');
      const problem = scriptProblem(script);
      if (problem?.key === 'database.scriptEmpty') throw badRequest(problem.key);
      if (problem) throw badRequest(problem.key, { statement: problem.statement });

      const started = Date.now();
      let error: string | undefined;
      try {
        // The lock is the target's: a second click, or an admin on another instance, is refused while it runs.
        if ((await runOnTarget(targetOf(targetRow.data), script, id)) === 'busy')
          throw new HttpError(409, 'database.scriptRunning');
      } catch (failure) {
        if (failure instanceof HttpError) throw failure;
        error = failure instanceof Error ? failure.message : String(failure);
      }
      const ranBy = (await app.repos.users.profile(tenantId, userId))?.username ?? '';
      const outcome = {
        lastRunAt: new Date().toISOString(),
        lastRunBy: ranBy,
        lastRunUserId: userId,
        lastRunTarget: String(targetRow.data.name ?? ''),
        lastRunStatus: error === undefined ? 'success' : 'failed',
        lastRunMessage: error ?? '',
        lastRunMs: Date.now() - started,
      };
      // Null when the script was deleted while it ran: the run is answered but not recorded.
      const updated = await recordScriptRun(app.repos, tenantId, id, outcome, { name: row.data.name, userId });
      request.log.info(
        { scriptId: id, targetId: targetRow.id, tenantId, userId, status: outcome.lastRunStatus },
        'database script run',
      );
      return {
        success: error === undefined,
        message:
          error === undefined ? request.t('database.runDone') : request.t('database.runFailed', { message: error }),
        ...(error === undefined ? {} : { error }),
        durationMs: outcome.lastRunMs,
        script: updated ? { ...updated.data, id: updated.id, createTime: updated.createdAt.toISOString() } : null,
      };
    },
  );
};

export default databaseScriptRoutes;
