// Import jobs (docs/api.md "Imports"): GET api/imports/template gives a screen's form as an empty
// sheet (its titles in the caller's language), POST api/imports uploads a CSV or .xlsx file and
// starts its check (a dry run of every row through the POST path), GET api/imports/{id} answers
// progress and the report, POST api/imports/{id}/commit writes the checked rows all or nothing.
// Everything needs the screen's `add` permission; a job is seen only by the tenant and user that
// uploaded it.
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CSV_BOM, csvLine } from '../../schemas/wire/cell-text';
import type { ImportJobView, ImportLimits } from '../../schemas/wire/import';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { intervalFromEnv } from '../lib/periodic-task';
import { originalNameOf } from '../lib/upload-name';
import { sessionOf } from '../plugins/auth';
import { classifyError } from '../plugins/classify-error';
import { collectionResource } from '../resources/collection';
import { importFields } from '../screens/import-cells';
import {
  canCreate,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_PROBLEMS,
  IMPORT_MAX_ROWS,
  importJobStore,
  type ImportJob,
  type ImportRequest,
} from '../screens/import-jobs';
import { isStandardScreen } from '../screens/types';
import { importFormatOf } from '../services/import-readers';

/** How long a job (a checked one waiting for its commit, or a finished one) is kept. */
const KEEP_MS = intervalFromEnv('IMPORT_KEEP_MS', 60 * 60_000);
const MB = 1024 * 1024;
const LIMITS: ImportLimits = { rows: IMPORT_MAX_ROWS, bytes: IMPORT_MAX_BYTES, problems: IMPORT_MAX_PROBLEMS };

const screenQuery = {
  type: 'object',
  required: ['screen'],
  additionalProperties: false,
  properties: {
    screen: { type: 'string', minLength: 1, maxLength: 200 },
    format: { type: 'string', enum: ['csv', 'xlsx'] },
  },
} as const;

const importRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 0, fileSize: IMPORT_MAX_BYTES },
    throwFileSizeLimit: false,
  });
  const jobs = importJobStore({
    keepMs: KEEP_MS,
    classify: classifyError,
    onError: (error, job) => app.log.error({ err: error, screen: job.screenId }, 'import failed'),
  });
  app.addHook('onClose', () => jobs.close());

  /** The screen the caller may `add` to, with the resource its POST writes through. */
  async function target(request: FastifyRequest, screenId: string) {
    await app.checkScreenPermission(request, { id: screenId, action: 'add' });
    const screen = (await app.screens.get(screenId, sessionOf(request).tenantId))?.screen;
    if (!screen || !isStandardScreen(screen) || !screen.form) throw badRequest('import.noForm');
    const resource =
      app.screenResources.get(screenId) ?? (screen.storage === 'collection' ? collectionResource : undefined);
    if (!resource || !canCreate(resource)) throw badRequest('import.noForm');
    return { screen, resource };
  }

  const view = async (request: FastifyRequest, job: ImportJob): Promise<ImportJobView> => {
    const screen = (await app.screens.get(job.screenId, sessionOf(request).tenantId))?.screen;
    const titles = new Map(
      screen && isStandardScreen(screen) ? importFields(screen, request.language).map((f) => [f.name, f.title]) : [],
    );
    return {
      id: job.id,
      screen: job.screenId,
      fileName: job.fileName,
      status: job.status,
      rowsDone: job.rowsDone,
      rowsTotal: job.rowsTotal,
      problems: job.problems.map((problem) => {
        const column = titles.get(problem.field) ?? problem.field;
        return {
          row: problem.row,
          field: problem.field,
          column,
          message: request.t(problem.key, { ...problem.params, ...(problem.field && { field: column }) }),
        };
      }),
      problemCount: job.problemCount,
      ignoredColumns: job.ignoredColumns,
      ...(job.error && { message: request.t(job.error.key, job.error.params) }),
    };
  };

  const owned = (request: FastifyRequest, id: string) => {
    const { tenantId, userId } = sessionOf(request);
    const job = jobs.get(tenantId, userId, id);
    if (!job) throw notFound();
    return job;
  };

  app.get('/api/imports/limits', async () => LIMITS);

  app.get<{ Querystring: { screen: string; format?: 'csv' | 'xlsx' } }>(
    '/api/imports/template',
    { schema: { querystring: screenQuery } },
    async (request, reply) => {
      const { screen } = await target(request, request.query.screen);
      const format = request.query.format ?? 'xlsx';
      const header = importFields(screen, request.language).map((field) => field.title);
      const name = `${screen.id.replace(/\//g, '-')}-import.${format}`;
      reply.header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'no-store');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(CSV_BOM + csvLine(header));
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet(screen.id.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31)).addRow(header);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(Buffer.from(await workbook.xlsx.writeBuffer()));
    },
  );

  app.post<{ Querystring: { screen: string } }>(
    '/api/imports',
    { schema: { querystring: screenQuery } },
    async (request, reply) => {
      // Before reading the body: a caller without `add` uploads nothing.
      const { tenantId, userId, access } = sessionOf(request);
      const { screen, resource } = await target(request, request.query.screen);
      if (!request.isMultipart()) throw badRequest('import.fileMissing');
      const part = await request.file();
      if (!part) throw badRequest('import.fileMissing');
      const fileName = originalNameOf(part);
      const file = jobs.newFile();
      try {
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw new HttpError(413, 'import.tooLarge', { limit: IMPORT_MAX_BYTES / MB });
        const importRequest: ImportRequest = {
          ctx: { tenantId, userId, access, repos: app.repos, screen, request },
          resource,
          language: request.language,
        };
        const job = jobs.start(importRequest, file, await importFormatOf(file), fileName);
        return await reply.code(202).send(await view(request, job));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
  );

  app.get<{ Params: { id: string } }>('/api/imports/:id', (request) =>
    view(request, owned(request, request.params.id)),
  );

  app.post<{ Params: { id: string } }>('/api/imports/:id/commit', async (request, reply) => {
    const job = owned(request, request.params.id);
    // The permission is asked again: it may have been taken away since the upload.
    await target(request, job.screenId);
    return reply.code(202).send(await view(request, jobs.commit(job)));
  });

  app.delete<{ Params: { id: string } }>('/api/imports/:id', async (request) => {
    await jobs.discard(owned(request, request.params.id));
    return {};
  });
};

export default importRoutes;
