// Response schemas of api/monitor/* (they also describe the calls in the OpenAPI document).
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties }) as const;

export const serverSchema = obj({
  sampledAt: int,
  os: obj({ hostname: str, platform: str, release: str, arch: str, uptimeSeconds: int }),
  cpu: obj({
    model: str,
    cores: int,
    loadAverage: { type: 'array', items: num },
    usedPercent: num,
    processPercent: num,
  }),
  memory: obj({ totalBytes: int, freeBytes: int, usedBytes: int, usedPercent: num }),
  process: obj({
    pid: int,
    nodeVersion: str,
    uptimeSeconds: int,
    rssBytes: int,
    heapUsedBytes: int,
    heapTotalBytes: int,
  }),
  disk: obj({ path: str, totalBytes: int, freeBytes: int, usedBytes: int, usedPercent: num }),
});

export const cacheSchema = obj({
  content: { type: 'array', items: obj({ name: str, kind: str, entries: int, expired: int }) },
});

export const sqlQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { sort: { enum: ['totalMs', 'count', 'maxMs'], default: 'totalMs' } },
} as const;

export const sqlSchema = obj({
  since: int,
  slowMs: num,
  total: int,
  errors: int,
  totalMs: num,
  distinct: int,
  statements: {
    type: 'array',
    items: obj({ sql: str, count: int, totalMs: num, maxMs: num, errors: int, lastAt: int }),
  },
  slow: { type: 'array', items: obj({ sql: str, ms: num, at: int, failed: { type: 'boolean' } }) },
});

export const onlineSchema = obj({
  totalElements: int,
  content: {
    type: 'array',
    items: obj({
      id: int,
      userId: int,
      username: str,
      nickName: str,
      dept: str,
      ip: str,
      userAgent: str,
      loginAt: str,
      lastSeenAt: str,
      current: { type: 'boolean' },
    }),
  },
});
