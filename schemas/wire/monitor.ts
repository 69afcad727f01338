// The monitoring calls (docs/api.md "Monitoring"): the running server, SQL statistics, online users.

/** GET api/monitor/server: this machine and this Node process. */
export interface ServerStatus {
  sampledAt: number;
  os: { hostname: string; platform: string; release: string; arch: string; uptimeSeconds: number };
  cpu: { model: string; cores: number; loadAverage: number[]; usedPercent: number; processPercent: number };
  memory: { totalBytes: number; freeBytes: number; usedBytes: number; usedPercent: number };
  process: {
    pid: number;
    nodeVersion: string;
    uptimeSeconds: number;
    rssBytes: number;
    heapUsedBytes: number;
    heapTotalBytes: number;
  };
  disk: { path: string; totalBytes: number; freeBytes: number; usedBytes: number; usedPercent: number };
}

export interface StatementStat {
  sql: string;
  count: number;
  totalMs: number;
  maxMs: number;
  errors: number;
  /** Epoch ms of the latest run. */
  lastAt: number;
}

export interface SlowQuery {
  sql: string;
  ms: number;
  at: number;
  failed: boolean;
}

/** The SQL statistics of the server process since it started (or was reset). */
export interface QueryStatsSnapshot {
  since: number;
  slowMs: number;
  total: number;
  errors: number;
  totalMs: number;
  statements: StatementStat[];
  slow: SlowQuery[];
}

/** GET api/monitor/sql: the top statements by the chosen sort, and how many distinct ones ran. */
export interface SqlStats extends QueryStatsSnapshot {
  distinct: number;
}

/** A live login session of the tenant. */
export interface OnlineSession {
  id: number;
  userId: number;
  username: string;
  nickName: string;
  dept: string;
  ip: string;
  userAgent: string;
  loginAt: string;
  lastSeenAt: string;
}

/** GET api/monitor/online: each session, and whether it is the caller's own. */
export interface OnlineSessionRow extends OnlineSession {
  current: boolean;
}
