// The calls behind the tools' upload lists (docs/api.md, spec §7): deployment packages, database
// scripts (running one on a registered database, and its run history), and the Qiniu bucket's files.
import { api } from '../../lib/api-client';

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export interface UploadedFile {
  id: number;
  name: string;
  size: number;
  type: string;
  createTime: string;
  uploadedBy?: string;
  /** Database scripts: the last run, recorded by the server. */
  lastRunAt?: string;
  lastRunBy?: string;
  lastRunStatus?: RunStatus;
  lastRunMessage?: string;
  /** The last run failed, and its error text is shown only to whoever ran it. */
  lastRunMessageHidden?: boolean;
  /** The registered database the last run used. */
  lastRunTarget?: string;
  /** Qiniu files: the public address. */
  url?: string;
}

export type RunStatus = 'success' | 'failed';

/** One run of a database script, as its history lists it. */
export interface ScriptRun {
  id: number;
  runAt: string;
  runBy: string;
  status: RunStatus;
  durationMs: number;
  /** The registered database it ran on. */
  target: string;
  /** Empty on success; the database's error on failure (only for whoever ran it). */
  message: string;
  /** It failed, and its error text is shown only to whoever ran it. */
  messageHidden: boolean;
}

/** A registered database a script may run on (the 数据库连接 screen; its password is never answered). */
export interface DatabaseTarget {
  id: number;
  name: string;
  host: string;
  port: number;
  database: string;
}

export interface RunAnswer {
  success: boolean;
  /** Translated outcome, with the database's error on failure. */
  message: string;
  error?: string;
}

export const listFiles = (path: string, page: number, size: number, name?: string) =>
  api.get<Page<UploadedFile>>(path, { params: { page, size, ...(name ? { name } : {}) } });

/** No 5 s timeout for a large file. */
export function uploadFile(path: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadedFile>(path, body, { timeout: 0 });
}

export const removeFiles = (path: string, ids: number[]) => api.delete<{ removed: number }>(path, { data: ids });

/** A script may run for minutes (the server stops it after 5): no request timeout. */
export const runScript = (id: number, targetId: number) =>
  api.post<RunAnswer>(`api/database/run/${id}`, { targetId }, { timeout: 0 });

/** The registered databases (the 数据库连接 screen's own list call, the first 100). */
export const listTargets = () =>
  api.get<Page<DatabaseTarget>>('api/database/target', { params: { page: 0, size: 100 } });

/** A script's runs, newest first (`page` 0-based). */
export const listRuns = (id: number, page: number, size: number) =>
  api.get<Page<ScriptRun>>(`api/database/run/${id}`, { params: { page, size } });

export const synchronizeQiniu = () =>
  api.post<{ total: number; added: number; removed: number }>('api/qiNiuContent/synchronize', undefined, {
    timeout: 0,
  });
