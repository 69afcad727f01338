// An in-memory DataProvider: filters by equality, sorts and pages like a server would, and
// records every call (vi.fn) so tests can assert on the params the renderer sends.
import { vi } from 'vitest';
import type { DataProvider, DictItem, GetListParams, Row } from '../../../renderers/data-provider';

// `female` has no English label: an English screen shows its Simplified Chinese one.
export const dictionaries: Record<string, DictItem[]> = {
  user_gender: [
    { label: '男', labelZhTw: '男', labelEn: 'Male', value: 'male' },
    { label: '女', labelZhTw: '女', labelEn: '', value: 'female' },
  ],
  user_status: [
    { label: '激活', labelZhTw: '啟用', labelEn: 'Active', value: 'true' },
    { label: '禁用', labelZhTw: '停用', labelEn: 'Disabled', value: 'false' },
  ],
};

function query(rows: Row[], { pagination, sorters, filters }: GetListParams) {
  let result = rows.filter((row) => filters.every((filter) => String(row[filter.field]) === String(filter.value)));
  for (const sorter of [...sorters].reverse()) {
    const sign = sorter.order === 'asc' ? 1 : -1;
    result = [...result].sort((a, b) => sign * String(a[sorter.field]).localeCompare(String(b[sorter.field])));
  }
  const total = result.length;
  if (pagination.mode === 'server') {
    result = result.slice((pagination.current - 1) * pagination.pageSize, pagination.current * pagination.pageSize);
  }
  return { data: result, total };
}

export function stubProvider(rows: Row[]) {
  return {
    getList: vi.fn<DataProvider['getList']>(async (params) => query(rows, params)),
    listParams: vi.fn<DataProvider['listParams']>(({ filters, sorters }) => ({
      ...Object.fromEntries(filters.map((filter) => [filter.field, filter.value])),
      ...(sorters.length > 0 && { sort: sorters.map(({ field, order }) => `${field},${order}`) }),
    })),
    getOne: vi.fn<DataProvider['getOne']>(async ({ id }) => rows.find((row) => row.id === id) ?? {}),
    create: vi.fn<DataProvider['create']>(async () => undefined),
    update: vi.fn<DataProvider['update']>(async () => undefined),
    remove: vi.fn<DataProvider['remove']>(async () => undefined),
    removeMany: vi.fn<DataProvider['removeMany']>(async () => undefined),
    getDict: vi.fn<DataProvider['getDict']>(async (name) => dictionaries[name] ?? []),
    custom: vi.fn<DataProvider['custom']>(async () => ({})),
    upload: vi.fn<DataProvider['upload']>(async ({ file }) => `https://files.example.com/${file.name}`),
  } satisfies DataProvider;
}

export function userRows(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    avatar: index === 0 ? 'https://example.com/a.png' : '',
    username: `user${String(index + 1).padStart(3, '0')}`,
    nickName: `昵称${index + 1}`,
    email: `user${index + 1}@example.com`,
    gender: index % 2 ? 'female' : 'male',
    role: index === 0 ? 'admin' : 'staff',
    enabled: index !== 1,
    createTime: '2024-03-05 10:20:30',
  }));
}
