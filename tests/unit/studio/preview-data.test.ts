// The studio's preview reads through the screen's API (or sample rows for a screen not served yet)
// and never writes.
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../../../renderers/data-provider';
import type { ScreenSchema } from '../../../renderers/screen-schema';
import { previewDataProvider, sampleOf } from '../../../src/features/studio/preview-data';

const screen = {
  id: 'crm/suppliers',
  api: { list: 'api/suppliers' },
  rowKey: 'code',
  columns: [
    { key: 'name', title: 'n' },
    { key: 'rating', title: 'r' },
    { key: 'active', title: 'a' },
    { key: 'createTime', title: 'c' },
    { key: 'action', title: 'x', cell: 'actions' },
  ],
  form: {
    type: 'object',
    properties: { name: { type: 'string' }, rating: { type: 'integer' }, active: { type: 'boolean' } },
  },
} as unknown as ScreenSchema;

const real = () =>
  ({
    getList: vi.fn(async () => ({ data: [{ code: 9 }], total: 1 })),
    getOne: vi.fn(async () => ({ code: 9 })),
    custom: vi.fn(async () => 'answer'),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    removeMany: vi.fn(),
    upload: vi.fn(),
    getDict: vi.fn(async () => []),
    listParams: vi.fn(() => ({})),
  }) as unknown as DataProvider & Record<string, ReturnType<typeof vi.fn>>;

const list = { resource: 'api/suppliers', pagination: { mode: 'off' as const }, sorters: [], filters: [] };

describe('the preview data provider', () => {
  it('reads a served screen from its API', async () => {
    const app = real();
    const preview = previewDataProvider(app, vi.fn());
    expect(await preview.getList(list)).toEqual({ data: [{ code: 9 }], total: 1 });
    expect(await preview.custom({ method: 'GET', url: 'api/suppliers/stats' })).toBe('answer');
    expect(preview.peekList).toBeUndefined();
  });

  it('answers sample rows of each column type for a screen not served yet, keyed by its row key', async () => {
    const app = real();
    const preview = previewDataProvider(
      app,
      vi.fn(),
      sampleOf(screen, (n) => `Sample ${n}`),
    );
    const { data, total } = await preview.getList(list);
    expect(total).toBe(3);
    expect(data[1]).toEqual({
      code: 2,
      name: 'Sample 2',
      rating: 2,
      active: false,
      createTime: '2026-01-02T00:00:00.000Z',
    });
    expect(await preview.getOne({ resource: 'api/suppliers', id: 3 })).toMatchObject({ name: 'Sample 3' });
    expect(app.getList).not.toHaveBeenCalled();
  });

  it('refuses every write, saying so, and sends none', async () => {
    const app = real();
    const refused = vi.fn();
    const preview = previewDataProvider(app, refused);
    await expect(preview.create({ resource: 'api/suppliers', variables: {} })).rejects.toThrow();
    await expect(preview.update({ resource: 'api/suppliers', id: 1, rowKey: 'code', variables: {} })).rejects.toThrow();
    await expect(preview.remove({ resource: 'api/suppliers', id: 1 })).rejects.toThrow();
    await expect(preview.removeMany({ resource: 'api/suppliers', ids: [1] })).rejects.toThrow();
    await expect(preview.custom({ method: 'POST', url: 'api/suppliers/run' })).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(5);
    for (const write of ['create', 'update', 'remove', 'removeMany', 'custom'])
      expect(app[write]).not.toHaveBeenCalled();
  });
});
