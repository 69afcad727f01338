// Export jobs (docs/api.md "Exports"): POST api/exports starts one for a screen's list (its
// filters and sort, the columns the user shows, as CSV or .xlsx), GET api/exports[/{id}] answers
// the caller's jobs with rows done of total, and GET api/exports/{id}/file?token=… downloads the
// finished file. Starting needs the screen's `list` and `export` permissions; a job is seen only
// by the tenant and user that started it, and its file only through the secret link its owner got.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { exportableColumns } from '../../schemas/wire/cell-text';
import type { ExportJobView } from '../../schemas/wire/export';
import { badRequest, notFound } from '../lib/http-error';
import { knownTimeZone, serverTimeZone } from '../lib/time-zone';
import { intervalFromEnv } from '../lib/periodic-task';
import { sessionOf } from '../plugins/auth';
import { collectionResource } from '../resources/collection';
import { exportJobStore, type ExportJob } from '../screens/export-jobs';
import { parseListQuery } from '../screens/list-query';
import { isStandardScreen } from '../screens/types';
import { EXPORT_FORMATS, type ExportFormat } from '../services/export-writers';

/** How long a finished export's file stays downloadable. */
const KEEP_MS = intervalFromEnv('EXPORT_KEEP_MS', 60 * 60_000);
const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface StartBody {
  screen: string;
  format: ExportFormat;
  /** The list's query parameters (filters and sort) as the list call sends them; page and size are ignored. */
  query?: Record<string, string | string[]>;
  /** Keys of the columns to write, in the list's order; all data columns when absent. */
  columns?: string[];
}

const startBody = {
  type: 'object',
  required: ['screen', 'format'],
  additionalProperties: false,
  properties: {
    screen: { type: 'string', minLength: 1, maxLength: 200 },
    format: { type: 'string', enum: [...EXPORT_FORMATS] },
    query: {
      type: 'object',
      maxProperties: 100,
      additionalProperties: {
        anyOf: [
          { type: 'string', maxLength: 1000 },
          { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 1000 } },
        ],
      },
    },
    columns: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 200 } },
  },
} as const;

/** The caller's zone for dates (the `Time-Zone` header, the server's without one). */
function callerZone(request: FastifyRequest): string {
  const header = request.headers['time-zone'];
  if (typeof header !== 'string' || header === '') return serverTimeZone();
  const zone = knownTimeZone(header);
  if (!zone) throw badRequest('export.timeZoneUnknown', { zone: header });
  return zone;
}

const exportRoutes: FastifyPluginAsync = async (app) => {
  const jobs = exportJobStore({
    keepMs: KEEP_MS,
    onError: (error, job) => app.log.error({ err: error, screen: job.screenId }, 'export failed'),
  });
  app.addHook('onClose', () => jobs.close());

  /** A job as its owner sees it: progress, and once done the download link. */
  const view = (request: FastifyRequest, job: ExportJob): ExportJobView => ({
    id: job.id,
    screen: job.screenId,
    format: job.format,
    fileName: job.fileName,
    status: job.status,
    rowsDone: job.rowsDone,
    rowsTotal: job.rowsTotal,
    ...(job.error && { message: request.t(job.error.key, job.error.params) }),
    ...(job.status === 'done' && {
      download: `${request.url.replace(/\/api\/exports.*$/, '')}/api/exports/${job.id}/file?token=${job.token}`,
    }),
  });

  app.post<{ Body: StartBody }>('/api/exports', { schema: { body: startBody } }, async (request, reply) => {
    const { tenantId, userId, access } = sessionOf(request);
    const { screen: screenId, format, query = {}, columns } = request.body;
    await app.checkScreenPermission(request, { id: screenId, action: 'list' });
    await app.checkScreenPermission(request, { id: screenId, action: 'export' });
    const screen = (await app.screens.get(screenId, tenantId))?.screen;
    if (!screen || !isStandardScreen(screen)) throw badRequest('export.noList');
    const resource =
      app.screenResources.get(screenId) ?? (screen.storage === 'collection' ? collectionResource : undefined);
    if (!resource) throw badRequest('export.noList');
    const all = exportableColumns(screen.columns);
    const unknown = columns?.find((key) => !all.some((column) => column.key === key));
    if (unknown !== undefined) throw badRequest('export.badColumns', { column: unknown });
    const job = jobs.start(
      {
        ctx: { tenantId, userId, access, repos: app.repos, screen, request },
        resource,
        query: parseListQuery(screen, query),
        columns: columns ? all.filter((column) => columns.includes(column.key)) : all,
        format,
        language: request.language,
        zone: callerZone(request),
      },
      `${screenId.replace(/\//g, '-')}.${format}`,
    );
    return reply.code(202).send(view(request, job));
  });

  app.get('/api/exports', async (request) => {
    const { tenantId, userId } = sessionOf(request);
    return { content: jobs.list(tenantId, userId).map((job) => view(request, job)) };
  });

  app.get<{ Params: { id: string } }>('/api/exports/:id', async (request) => {
    const { tenantId, userId } = sessionOf(request);
    const job = jobs.get(tenantId, userId, request.params.id);
    if (!job) throw notFound();
    return view(request, job);
  });

  // Public: a browser download cannot carry the bearer token; the link's secret is the proof.
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/exports/:id/file',
    { config: { public: true } },
    async (request, reply) => {
      const job = jobs.download(request.params.id, request.query.token ?? '');
      if (!job) throw notFound();
      return reply
        .header('Content-Type', CONTENT_TYPES[job.format])
        .header('Content-Disposition', `attachment; filename="${job.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(createReadStream(job.file));
    },
  );
};

export default exportRoutes;
