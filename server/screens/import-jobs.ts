// Import jobs, the mirror of export jobs: an uploaded file's rows read one at a time from disk,
// each turned into a POST body (import-cells.ts) and sent through the very path a POST takes
// (acceptedBody, then the screen resource's create with its hooks), so no rule lives twice.
// The check (dry run) runs every row inside one transaction that is rolled back at the end,
// each row under its own savepoint, and reports (row, field, message) for every failing row; the
// commit runs the same rows in one transaction that commits only if every row is written. Jobs
// live in this process: each belongs to the tenant and user that uploaded it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language, MessageKey, MessageParams } from '../i18n/index';
import { HttpError } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { importRows, type ImportFormat } from '../services/import-readers';
import { acceptedBody } from './accepted-body';
import { importReader, type ImportReader } from './import-cells';
import type { Resource, ResourceContext } from './resource';

/** Data rows one file may hold. */
export const IMPORT_MAX_ROWS = 100_000;
/** Bytes one file may hold. */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** Problems a check reports; past this it counts them only. */
export const IMPORT_MAX_PROBLEMS = 1000;
/** Imports one user may have checking or committing at once. */
export const IMPORTS_RUNNING_MAX = 2;

export interface ImportProblem {
  /** The row in the file as a spreadsheet numbers it (the header is row 1). */
  row: number;
  /** The form field, or '' when the problem is the row's as a whole. */
  field: string;
  key: MessageKey;
  params: MessageParams;
}

export type ImportStatus = 'checking' | 'checked' | 'committing' | 'done' | 'failed';

export interface ImportJob {
  id: string;
  tenantId: number;
  userId: number;
  screenId: string;
  fileName: string;
  format: ImportFormat;
  status: ImportStatus;
  rowsDone: number;
  /** Data rows in the file; -1 until the check has read it all. */
  rowsTotal: number;
  problems: ImportProblem[];
  /** Problems found, including those past IMPORT_MAX_PROBLEMS. */
  problemCount: number;
  /** Header titles that name no form field (left out of the import). */
  ignoredColumns: string[];
  error?: { key: MessageKey; params: MessageParams };
  file: string;
  startedAt: number;
}

type Creating = Resource & Required<Pick<Resource, 'create'>>;

/** Whether `resource` writes rows (a read-only one has nothing to import into). */
export const canCreate = (resource: Resource): resource is Creating => typeof resource.create === 'function';

export interface ImportRequest {
  ctx: ResourceContext;
  resource: Creating;
  language: Language;
}

/** Thrown at the end of a check to roll its writes back. */
class DryRun extends Error {}

/** A passed-through password cell is what the user typed: the file is no RSA-encrypted form. */
const asTyped = (text: string) => text;

/** How a thrown error answers a request (plugins/classify-error.ts, passed in by the route). */
export type ClassifyError = (error: unknown) => { status: number; key: MessageKey; params: MessageParams };

/**
 * A row's failure as the POST would have answered it (a 400 of the form or a hook, a 409 of a
 * unique key); a failure a POST would answer with a 5xx is no problem of the row and ends the job.
 */
function problemOf(row: number, error: unknown, classify: ClassifyError): ImportProblem {
  const { status, key, params } = classify(error);
  if (status >= 500) throw error;
  const field = typeof params.field === 'string' ? params.field : '';
  return { row, field, key, params };
}

export function importJobStore(options: {
  keepMs: number;
  classify: ClassifyError;
  onError(error: unknown, job: ImportJob): void;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-import-'));
  const jobs = new Map<string, ImportJob>();
  const requests = new Map<string, ImportRequest>();
  const running = new Set<Promise<void>>();
  let closing = false;

  const owned = (tenantId: number, userId: number) =>
    [...jobs.values()].filter((job) => job.tenantId === tenantId && job.userId === userId);

  /**
   * Every data row of the file with its row number, as a POST body. `repos` is the job's
   * transaction: PGlite has one connection, and a read outside the transaction would wait for it.
   */
  async function* bodies(
    job: ImportJob,
    request: ImportRequest,
    repos: Repositories,
  ): AsyncGenerator<[number, unknown]> {
    let reader: ImportReader | undefined;
    let row = 0;
    for await (const cells of importRows(job.file, job.format)) {
      row++;
      if (closing) throw new Error('The server is closing');
      if (!reader) {
        reader = await importReader(repos, job.tenantId, request.ctx.screen, cells, request.language);
        if (!reader) throw new HttpError(400, 'import.noColumns');
        job.ignoredColumns = reader.ignored.filter(Boolean);
        continue;
      }
      if (cells.every((cell) => cell.trim() === '')) continue;
      if (row - 1 > IMPORT_MAX_ROWS) throw new HttpError(400, 'import.tooManyRows', { limit: IMPORT_MAX_ROWS });
      yield [row, reader.body(cells)];
    }
    if (!reader) throw new HttpError(400, 'import.noColumns');
  }

  /** Writes one row through the POST path with repositories `repos`. */
  async function create(request: ImportRequest, repos: Repositories, input: unknown): Promise<void> {
    const ctx = { ...request.ctx, repos };
    const caller = { repos, tenantId: ctx.tenantId, language: request.language, decrypt: asTyped };
    await request.resource.create(ctx, await acceptedBody(ctx.screen, 'create', input, caller));
  }

  async function check(job: ImportJob, request: ImportRequest): Promise<void> {
    await request.ctx.repos
      .transaction(async (tx) => {
        for await (const [row, body] of bodies(job, request, tx)) {
          try {
            // A savepoint per row: a failed row leaves the rest of the check's transaction usable.
            await tx.transaction((rowTx) => create(request, rowTx, body));
          } catch (error) {
            const problem = problemOf(row, error, options.classify);
            if (job.problems.length < IMPORT_MAX_PROBLEMS) job.problems.push(problem);
            job.problemCount++;
          }
          job.rowsDone++;
        }
        throw new DryRun();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRun)) throw error;
      });
    job.rowsTotal = job.rowsDone;
    if (job.rowsTotal === 0) throw new HttpError(400, 'import.empty');
  }

  async function commit(job: ImportJob, request: ImportRequest): Promise<void> {
    await request.ctx.repos.transaction(async (tx) => {
      for await (const [row, body] of bodies(job, request, tx)) {
        try {
          await create(request, tx, body);
        } catch (error) {
          const problem = problemOf(row, error, options.classify);
          job.problems = [problem];
          job.problemCount = 1;
          throw new HttpError(400, 'import.rowFailed', { row });
        }
        job.rowsDone++;
      }
    });
  }

  function run(job: ImportJob, request: ImportRequest, step: typeof check, next: ImportStatus): void {
    const work = step(job, request)
      .then(() => {
        job.status = next;
      })
      .catch((error: unknown) => {
        if (!(error instanceof HttpError)) options.onError(error, job);
        job.error =
          error instanceof HttpError ? { key: error.key, params: error.params } : { key: 'import.failed', params: {} };
        job.status = 'failed';
      })
      .finally(() => {
        running.delete(work);
        // A checked file waits for its commit; a finished job's file is no longer needed.
        if (job.status !== 'checked') void remove(job);
        setTimeout(() => forget(job, next), options.keepMs).unref();
      });
    running.add(work);
  }

  /** A job left as it was `keepMs` after its step ended is forgotten (a checked one never committed, too). */
  function forget(job: ImportJob, after: ImportStatus): void {
    if (job.status !== after && job.status !== 'failed') return;
    jobs.delete(job.id);
    void remove(job);
  }

  async function remove(job: ImportJob): Promise<void> {
    requests.delete(job.id);
    await rm(job.file, { force: true });
  }

  const busy = (tenantId: number, userId: number) => {
    const active = owned(tenantId, userId).filter((job) => job.status === 'checking' || job.status === 'committing');
    if (active.length >= IMPORTS_RUNNING_MAX)
      throw new HttpError(429, 'import.tooManyRunning', { limit: IMPORTS_RUNNING_MAX });
  };

  return {
    /** Where an upload's bytes go before its job starts. */
    newFile: () => path.join(dir, randomUUID()),

    /** Starts checking the uploaded `file` (taken over by the job); a 429 when the user runs the most they may. */
    start(request: ImportRequest, file: string, format: ImportFormat, fileName: string): ImportJob {
      const { tenantId, userId, screen } = request.ctx;
      busy(tenantId, userId);
      const job: ImportJob = {
        id: randomUUID(),
        tenantId,
        userId,
        screenId: screen.id,
        fileName,
        format,
        status: 'checking',
        rowsDone: 0,
        rowsTotal: -1,
        problems: [],
        problemCount: 0,
        ignoredColumns: [],
        file,
        startedAt: Date.now(),
      };
      jobs.set(job.id, job);
      requests.set(job.id, request);
      run(job, request, check, 'checked');
      return job;
    },

    /** Commits a checked job without problems; a 409 for any other. */
    commit(job: ImportJob): ImportJob {
      const request = requests.get(job.id);
      if (job.status !== 'checked' || job.problemCount > 0 || !request) throw new HttpError(409, 'import.notChecked');
      busy(job.tenantId, job.userId);
      job.status = 'committing';
      job.rowsDone = 0;
      run(job, request, commit, 'done');
      return job;
    },

    /** The caller's job `id`; undefined for anyone else's (no hint that it exists). */
    get(tenantId: number, userId: number, id: string): ImportJob | undefined {
      const job = jobs.get(id);
      return job && job.tenantId === tenantId && job.userId === userId ? job : undefined;
    },

    /** Forgets a job that is not running and removes its file. */
    async discard(job: ImportJob): Promise<void> {
      if (job.status === 'checking' || job.status === 'committing') throw new HttpError(409, 'import.running');
      jobs.delete(job.id);
      await remove(job);
    },

    /** Stops the running jobs at their next row (their transactions roll back) and removes every file. */
    async close(): Promise<void> {
      closing = true;
      await Promise.allSettled([...running]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ImportJobStore = ReturnType<typeof importJobStore>;
