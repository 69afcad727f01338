// The export job store on its own: a user's fourth running export is a 429 naming the limit (not
// queued silently), other users are not held back by it, and a failing resource ends the job as
// failed with the server's message key, its partial file removed.
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../server/lib/http-error';
import type { Repositories } from '../../server/repositories/index';
import { EXPORTS_RUNNING_MAX, exportJobStore, type ExportRequest } from '../../server/screens/export-jobs';
import type { Resource } from '../../server/screens/resource';
import type { Screen } from '../../server/screens/types';
import type { SessionAccess } from '../../server/services/session-access';

const screen = { id: 'test/rows', api: { list: 'api/rows' }, columns: [{ key: 'name', title: 'name' }] } as Screen;
// Each test's lists wait for its gate.
let release: () => void;
let gate: Promise<void>;
const waiting: Resource = {
  list: async () => (await gate, { content: [{ id: 1, name: 'a' }], totalElements: 1 }),
  get: async () => null,
};
const failing: Resource = { ...waiting, list: async () => Promise.reject(new HttpError(400, 'query.tooManyRows')) };

const request = (userId: number, resource: Resource): ExportRequest => ({
  ctx: {
    tenantId: 1,
    userId,
    access: {} as SessionAccess,
    repos: {} as Repositories,
    screen,
    request: {} as FastifyRequest,
  },
  resource,
  query: { sort: [], filters: [] },
  columns: screen.columns,
  format: 'csv',
  language: 'en',
  zone: 'UTC',
});

let store: ReturnType<typeof exportJobStore>;
beforeEach(() => {
  gate = new Promise<void>((resolve) => (release = resolve));
  store = exportJobStore({ keepMs: 60_000, onError: () => undefined });
});
afterEach(async () => {
  release();
  await store.close();
});

describe('export job store', () => {
  it("refuses a user's export beyond the running limit, naming it, and leaves other users alone", async () => {
    for (let i = 0; i < EXPORTS_RUNNING_MAX; i++) store.start(request(1, waiting), 'rows.csv');
    expect(() => store.start(request(1, waiting), 'rows.csv')).toThrow(
      expect.objectContaining({
        statusCode: 429,
        key: 'export.tooManyRunning',
        params: { limit: EXPORTS_RUNNING_MAX },
      }),
    );
    expect(store.start(request(2, waiting), 'rows.csv').status).toBe('running');
    release();
    await vi.waitFor(() => expect(store.list(1, 1).every((job) => job.status === 'done')).toBe(true));
    expect(store.start(request(1, waiting), 'rows.csv').status).toBe('running');
  });

  it('ends a job whose list fails as failed, with the message key, and removes its file', async () => {
    const job = store.start(request(3, failing), 'rows.csv');
    await vi.waitFor(() => expect(job.status).toBe('failed'));
    expect(job.error).toEqual({ key: 'query.tooManyRows', params: {} });
    expect(fs.existsSync(job.file)).toBe(false);
    expect(store.download(job.id, job.token)).toBeUndefined();
  });

  it('fails the job, not the process, when its file cannot be written', async () => {
    const job = store.start(request(4, waiting), 'rows.csv');
    fs.rmSync(job.file.slice(0, job.file.lastIndexOf('/')), { recursive: true, force: true });
    release();
    await vi.waitFor(() => expect(job.status).toBe('failed'));
    expect(job.error).toEqual({ key: 'export.failed', params: {} });
  });
});
