// Timing tasks: validation of handler and cron, run now, pause/resume, the task log, and the
// real scheduler firing on a cron expression, claiming each tick once, and stopping on close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { adminAndOperator, type Call } from './helpers/api';

let t: TestApp;
let admin: Call;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await adminAndOperator(t));
});
afterAll(() => t.close());

const task = { name: 'prune', handler: 'cleanLoginLogs', cron: '0 3 * * *', params: '30' };

describe('timing tasks', () => {
  it('refuse unknown handlers and bad cron expressions', async () => {
    expect((await admin('POST', 'api/timing', { ...task, handler: 'rm -rf' })).statusCode).toBe(400);
    expect((await admin('POST', 'api/timing', { ...task, cron: 'every day at 3' })).json()).toEqual({
      status: 400,
      message: 'Cron 表达式无效：every day at 3',
    });
  });

  it('run now, log duration and errors, pause and resume', async () => {
    const created = (await admin('POST', 'api/timing', task)).json<{ id: number; paused: boolean }>();
    expect(created.paused).toBe(false);
    expect((await admin('PUT', `api/timing/exec/${created.id}`)).json()).toMatchObject({ success: true, error: '' });
    await admin('PUT', 'api/timing', { ...task, id: created.id, params: 'forever' });
    expect((await admin('PUT', `api/timing/exec/${created.id}`)).json()).toMatchObject({
      success: false,
      error: 'params must be a number of days, not "forever"',
    });

    const logs = (await admin('GET', 'api/timing/logs?taskName=prune&sort=createTime,asc')).json<{
      content: Record<string, unknown>[];
    }>();
    expect(logs.content).toMatchObject([{ success: true, taskId: created.id }, { success: false }]);
    expect(typeof logs.content[0]!.durationMs).toBe('number');

    expect((await admin('PUT', 'api/timing', { ...task, id: created.id, paused: true })).json()).toMatchObject({
      paused: true,
    });
    expect((await admin('PUT', 'api/timing', { ...task, id: created.id, paused: false })).json()).toMatchObject({
      paused: false,
    });
    expect((await admin('PUT', 'api/timing/exec/999999')).statusCode).toBe(404);
  });

  it('claims a scheduled tick once, whichever instance asks first', async () => {
    const { id } = (await admin('POST', 'api/timing', { ...task, name: 'claimed' })).json<{ id: number }>();
    const tick = new Date('2030-01-01T03:00:00Z');
    expect(await Promise.all([t.repos.timingTasks.claim(id, tick), t.repos.timingTasks.claim(id, tick)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await t.repos.timingTasks.claim(id, new Date('2030-01-02T03:00:00Z'))).toBe(true);
  });

  it('fires tasks on their cron expression and stops on close', async () => {
    await admin('POST', 'api/timing', { ...task, name: 'every-second', cron: '* * * * * *' });
    await t.app.scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await t.app.scheduler.stop();
    const count = async () =>
      (await admin('GET', 'api/timing/logs?taskName=every-second')).json<{ totalElements: number }>().totalElements;
    const fired = await count();
    expect(fired).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await count()).toBe(fired);
  });
});
