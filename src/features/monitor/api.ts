// The monitoring calls (docs/api.md "Monitoring").
import { api } from '../../lib/api-client';

export interface ServerStatus {
  sampledAt: number;
  os: { hostname: string; platform: string; release: string; arch: string; uptimeSeconds: number };
  cpu: { model: string; cores: number; loadAverage: number[]; usedPercent: number; processPercent: number };
  memory: { totalBytes: number; freeBytes: number; usedBytes: number; usedPercent: number };
  process: { pid: number; nodeVersion: string; uptimeSeconds: number; rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
  disk: { path: string; totalBytes: number; freeBytes: number; usedBytes: number; usedPercent: number };
}

export interface CacheStore {
  name: string;
  kind: 'database' | 'memory';
  entries: number;
  expired: number;
}

export interface SqlStats {
  since: number;
  slowMs: number;
  total: number;
  errors: number;
  totalMs: number;
  distinct: number;
  statements: { sql: string; count: number; totalMs: number; maxMs: number; errors: number; lastAt: number }[];
  slow: { sql: string; ms: number; at: number; failed: boolean }[];
}

export type SqlSort = 'totalMs' | 'count' | 'maxMs';

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
  current: boolean;
}

export const fetchServer = () => api.get<ServerStatus>('api/monitor/server');
export const fetchCaches = async () => (await api.get<{ content: CacheStore[] }>('api/monitor/cache')).content;
export const clearCache = (name: string) => api.delete<{ cleared: number }>(`api/monitor/cache/${encodeURIComponent(name)}`);
export const fetchSql = (sort: SqlSort) => api.get<SqlStats>('api/monitor/sql', { params: { sort } });
export const fetchOnline = async () => (await api.get<{ content: OnlineSession[] }>('api/monitor/online')).content;
export const forceLogout = (ids: number[]) => api.delete<{ revoked: number[] }>('api/monitor/online', { data: ids });
