// The typed registry of timing-task handlers. A task names one of these; nothing a user types
// is ever evaluated. Adding a handler = one entry here (and its option in schemas/system/timing.json).
import type { Repositories } from '../repositories/index';

export interface TaskContext {
  repos: Repositories;
  tenantId: number;
  /** The task's free-text parameters, interpreted by the handler. */
  params: string;
}

/** Returns a short summary for the log. */
export type TaskHandler = (ctx: TaskContext) => Promise<string>;

const DAY = 24 * 60 * 60 * 1000;

/** `params` as a number of days to keep (default 30). */
function keepDays(params: string): number {
  const text = params.trim() || '30';
  if (!/^\d{1,4}$/.test(text)) throw new Error(`params must be a number of days, not "${params}"`);
  return Number(text);
}

export const taskHandlers = {
  cleanLoginLogs: async ({ repos, tenantId, params }) =>
    `deleted ${await repos.loginLogs.pruneOlderThan(tenantId, keepDays(params) * DAY)} login records`,
  cleanTaskLogs: async ({ repos, tenantId, params }) =>
    `deleted ${await repos.taskLogs.pruneOlderThan(tenantId, keepDays(params) * DAY)} task logs`,
} satisfies Record<string, TaskHandler>;

export type TaskHandlerName = keyof typeof taskHandlers;

export const isTaskHandler = (name: string): name is TaskHandlerName => Object.hasOwn(taskHandlers, name);
