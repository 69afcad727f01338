// api/timing: timing tasks (generic screen routes, plus run now), their log, and login records.
// A task names a registered handler and a cron expression, both checked before saving; the
// scheduler's timetable is rebuilt after every change (pausing is an update of `paused`).
import { Cron } from 'croner';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { scopedResource } from '../resources/scoped';
import { isTaskHandler } from '../scheduler/handlers';
import { runTask } from '../scheduler/run-task';
import type { Body } from '../screens/form-body';
import { rowId } from '../screens/handle';
import { registerScreenResource } from './screen-resource';
import type { Resource } from '../screens/resource';

function checkTask(body: Body): Body {
  if (typeof body.handler === 'string' && !isTaskHandler(body.handler))
    throw badRequest('task.unknownHandler', { name: body.handler });
  if (typeof body.cron === 'string') {
    try {
      new Cron(body.cron, { paused: true }).stop();
    } catch {
      throw badRequest('task.badCron', { cron: body.cron });
    }
  }
  return body;
}

const timingRoutes: FastifyPluginAsync = async (app) => {
  const tasks = scopedResource((repos) => repos.timingTasks, { beforeWrite: async (_ctx, body) => checkTask(body) });
  const resynced = <T>(result: T) => app.scheduler.sync().then(() => result);
  const withSync: Resource = {
    ...tasks,
    create: async (ctx, body) => resynced(await tasks.create!(ctx, body)),
    update: async (ctx, id, body) => resynced(await tasks.update!(ctx, id, body)),
    remove: async (ctx, ids) => resynced(await tasks.remove!(ctx, ids)),
  };
  await registerScreenResource(app, 'system/timing', withSync);
  await registerScreenResource(
    app,
    'system/timing-log',
    scopedResource((repos) => repos.taskLogs),
  );
  await registerScreenResource(
    app,
    'system/login-log',
    scopedResource((repos) => repos.loginLogs),
  );

  app.put<{ Params: { id: string } }>(
    '/api/timing/exec/:id',
    { config: { screen: { id: 'system/timing', action: 'edit' } } },
    async (request) => {
      const task = await app.repos.timingTasks.get(sessionOf(request).tenantId, rowId(request.params.id));
      if (!task) throw notFound();
      return runTask(app.repos, task);
    },
  );
};

export default timingRoutes;
