// One run of a task: its handler, timed, with the outcome written to the task log. A failing
// handler is logged, never thrown: the scheduler must keep going.
import type { Repositories } from '../repositories/index';
import type { TimingTask } from '../repositories/timing-tasks';
import { isTaskHandler, taskHandlers } from './handlers';

export interface TaskOutcome {
  success: boolean;
  durationMs: number;
  error: string;
}

export async function runTask(repos: Repositories, task: TimingTask): Promise<TaskOutcome> {
  const started = performance.now();
  let error = '';
  try {
    if (!isTaskHandler(task.handler)) throw new Error(`unknown handler "${task.handler}"`);
    await taskHandlers[task.handler]({ repos, tenantId: task.tenantId, params: task.params });
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const outcome = { success: error === '', durationMs: Math.round(performance.now() - started), error };
  await repos.taskLogs.record({ tenantId: task.tenantId, taskId: task.id, taskName: task.name, ...outcome });
  return outcome;
}
