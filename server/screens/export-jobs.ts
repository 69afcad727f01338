// Export jobs: a list read in keyset batches through its screen's resource (the same rows, scope
// and hooks as the list itself) and written to a file as the screen shows its cells, in the
// background; the caller polls its progress and downloads the file once. One batch is in memory
// at a time, so memory stays flat at any size. Jobs live in this process: each belongs to the
// tenant and user that started it, and a finished job's file is removed after `keepMs`.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language, MessageKey, MessageParams } from '../i18n/index';
import { HttpError } from '../lib/http-error';
import { newToken } from '../lib/token';
import type { ListQuery } from '../repositories/list-sql';
import { sheetWriter, type ExportFormat, type SheetWriter } from '../services/export-writers';
import type { ScreenColumn } from '../../schemas/wire/screen-schema';
import { exportCells } from './export-cells';
import type { Resource, ResourceContext } from './resource';

/** Rows read and written per step. */
export const EXPORT_BATCH_SIZE = 1000;
/** Exports one user may have running at once; one more is a 429 that says so. */
export const EXPORTS_RUNNING_MAX = 3;

export interface ExportJob {
  id: string;
  tenantId: number;
  userId: number;
  screenId: string;
  format: ExportFormat;
  fileName: string;
  status: 'running' | 'done' | 'failed';
  rowsDone: number;
  /** Rows the query matched when the export began; -1 until counted. */
  rowsTotal: number;
  error?: { key: MessageKey; params: MessageParams };
  /** The secret of the download link, given only to the job's owner. */
  token: string;
  file: string;
  startedAt: number;
}

export interface ExportRequest {
  ctx: ResourceContext;
  resource: Resource;
  query: ListQuery;
  columns: ScreenColumn[];
  format: ExportFormat;
  language: Language;
  zone: string;
}

export function exportJobStore(options: { keepMs: number; onError(error: unknown, job: ExportJob): void }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-export-'));
  const jobs = new Map<string, ExportJob>();
  const running = new Set<Promise<void>>();
  let closing = false;

  const owned = (tenantId: number, userId: number) =>
    [...jobs.values()].filter((job) => job.tenantId === tenantId && job.userId === userId);

  async function write(job: ExportJob, request: ExportRequest): Promise<void> {
    const { ctx } = request;
    const cells = await exportCells(ctx.repos, ctx.tenantId, request.columns, { ...request, screen: ctx.screen });
    const writer = sheetWriter(job.format, job.file, ctx.screen.id);
    try {
      await writeRows(job, request, writer, cells);
    } catch (error) {
      await writer.abort();
      throw error;
    }
  }

  async function writeRows(
    job: ExportJob,
    request: ExportRequest,
    writer: SheetWriter,
    cells: Awaited<ReturnType<typeof exportCells>>,
  ): Promise<void> {
    const { ctx, resource } = request;
    await writer.write([cells.header]);
    let after: number | undefined;
    for (;;) {
      if (closing) throw new Error('The server is closing');
      const { page: _page, ...query } = request.query;
      const batch = await resource.list(ctx, { ...query, keyset: { after, size: EXPORT_BATCH_SIZE } });
      if (after === undefined) job.rowsTotal = batch.totalElements;
      const rows = batch.content as Record<string, unknown>[];
      if (rows.length > EXPORT_BATCH_SIZE) throw new Error(`${ctx.screen.id}: its resource ignores keyset batches`);
      await writer.write(rows.map(cells.cells));
      job.rowsDone += rows.length;
      if (rows.length < EXPORT_BATCH_SIZE) break;
      const last = rows[rows.length - 1]!.id;
      if (typeof last !== 'number') throw new Error(`${ctx.screen.id}: rows without a numeric id cannot be batched`);
      after = last;
    }
    await writer.close();
  }

  function finish(job: ExportJob): void {
    // Rows added while the export ran count too: the total is what the file holds.
    if (job.status === 'done') job.rowsTotal = job.rowsDone;
    setTimeout(() => remove(job), options.keepMs).unref();
  }

  async function remove(job: ExportJob): Promise<void> {
    jobs.delete(job.id);
    await rm(job.file, { force: true });
  }

  return {
    /** Starts an export in the background; a 429 when the user already runs the most they may. */
    start(request: ExportRequest, fileName: string): ExportJob {
      const { tenantId, userId, screen } = request.ctx;
      if (owned(tenantId, userId).filter((job) => job.status === 'running').length >= EXPORTS_RUNNING_MAX)
        throw new HttpError(429, 'export.tooManyRunning', { limit: EXPORTS_RUNNING_MAX });
      const id = randomUUID();
      const job: ExportJob = {
        id,
        tenantId,
        userId,
        screenId: screen.id,
        format: request.format,
        fileName,
        status: 'running',
        rowsDone: 0,
        rowsTotal: -1,
        token: newToken(),
        file: path.join(dir, `${id}.${request.format}`),
        startedAt: Date.now(),
      };
      jobs.set(id, job);
      const work = write(job, request)
        .then(() => {
          job.status = 'done';
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof HttpError)) options.onError(error, job);
          // The partial file goes before the job says failed: a poll that sees 'failed' finds no file.
          await rm(job.file, { force: true });
          job.error =
            error instanceof HttpError
              ? { key: error.key, params: error.params }
              : { key: 'export.failed', params: {} };
          job.status = 'failed';
        })
        .finally(() => {
          running.delete(work);
          finish(job);
        });
      running.add(work);
      return job;
    },

    /** The caller's job `id`; undefined for anyone else's (no hint that it exists). */
    get(tenantId: number, userId: number, id: string): ExportJob | undefined {
      const job = jobs.get(id);
      return job && job.tenantId === tenantId && job.userId === userId ? job : undefined;
    },

    /** The caller's jobs, newest first (a reloaded page finds its running export here). */
    list(tenantId: number, userId: number): ExportJob[] {
      return owned(tenantId, userId).sort((a, b) => b.startedAt - a.startedAt);
    },

    /** The finished job whose download secret is `token`. */
    download(id: string, token: string): ExportJob | undefined {
      const job = jobs.get(id);
      if (!job || job.status !== 'done') return undefined;
      const [given, expected] = [Buffer.from(token), Buffer.from(job.token)];
      return given.length === expected.length && timingSafeEqual(given, expected) ? job : undefined;
    },

    /** Stops the running jobs at their next batch and removes every file. */
    async close(): Promise<void> {
      closing = true;
      await Promise.allSettled([...running]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ExportJobStore = ReturnType<typeof exportJobStore>;
