// The monitoring calls (docs/api.md "Monitoring").
import type { OnlineSessionRow, ServerStatus, SqlStats } from '../../../schemas/wire/monitor';
import { api } from '../../lib/api-client';

export type { ServerStatus, SqlStats };
export type OnlineSession = OnlineSessionRow;

export interface CacheStore {
  name: string;
  kind: 'database' | 'memory';
  entries: number;
  expired: number;
}

export type SqlSort = 'totalMs' | 'count' | 'maxMs';

export const fetchServer = () => api.get<ServerStatus>('api/monitor/server');
export const fetchCaches = async () => (await api.get<{ content: CacheStore[] }>('api/monitor/cache')).content;
export const clearCache = (name: string) =>
  api.delete<{ cleared: number }>(`api/monitor/cache/${encodeURIComponent(name)}`);
export const fetchSql = (sort: SqlSort) => api.get<SqlStats>('api/monitor/sql', { params: { sort } });
export const fetchOnline = async () => (await api.get<{ content: OnlineSession[] }>('api/monitor/online')).content;
export const forceLogout = (ids: number[]) => api.delete<{ revoked: number[] }>('api/monitor/online', { data: ids });
