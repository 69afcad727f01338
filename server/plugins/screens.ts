// Screen schemas on the server: `app.screens` (the files of schemas/ with each tenant's published
// versions over them, screens/tenant-screens.ts), `app.screenChanges` (the news of a publish to
// every instance, screen-changes.ts), the permission check of schema-backed routes, and
// `app.screenRoutes`, every route guarded by a screen permission (collected as routes are added,
// so tests and checks can walk them all).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../lib/http-error';
import type { Db } from '../db/client';
import type { NotifyBus } from '../repositories/chat-notify';
import { createScreenRegistry } from '../screens/registry';
import { tenantScreenRegistry, type ScreenRegistry } from '../screens/tenant-screens';
import type { Resource } from '../screens/resource';
import type { ScreenAction } from '../screens/types';
import { allows } from '../services/authorities';
import { sessionOf } from './auth';
import { screenChangeBus, type ScreenChange } from './screen-changes';

export interface ScreenGuard {
  /** Screen id whose `permissions[action]` the caller needs. */
  id: string;
  action: ScreenAction;
}

export interface ScreenRoute extends ScreenGuard {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route acts on a screen: the caller needs that screen's permission for the action. */
    screen?: ScreenGuard;
  }
  interface FastifyInstance {
    screens: ScreenRegistry;
    /** Publish a change after its transaction commits: every instance (this one too) forgets the tenant's screens. */
    screenChanges: NotifyBus<ScreenChange>;
    screenRoutes: ScreenRoute[];
    /** The resource of each table-backed screen (collection screens share collectionResource), for exports. */
    screenResources: Map<string, Resource>;
    /** 403 unless the session may do `action` on screen `id` (404 when the screen is gone). */
    checkScreenPermission(request: FastifyRequest, guard: ScreenGuard): Promise<void>;
  }
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    const files = await createScreenRegistry(app.config.schemasDir, app.log);
    const screens = tenantScreenRegistry(files, app.repos.screenVersions, app.log);
    app.decorate('screens', screens);
    const changes = await screenChangeBus(db, (change) => screens.forget(change.tenantId, change.screenId), app.log);
    app.decorate('screenChanges', changes);
    app.addHook('onClose', () => changes.close());
    app.decorate('screenRoutes', [] as ScreenRoute[]);
    app.decorate('screenResources', new Map<string, Resource>());
    app.decorate('checkScreenPermission', async (request: FastifyRequest, guard: ScreenGuard) => {
      const session = sessionOf(request);
      const loaded = await app.screens.get(guard.id, session.tenantId);
      if (!loaded) throw notFound();
      if (!allows(await session.access.authorities(), loaded.screen.permissions?.[guard.action])) throw forbidden();
    });

    app.addHook('onRoute', (route) => {
      const guard = route.config?.screen;
      if (!guard) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.screenRoutes.push({ ...guard, method, url: route.url });
      }
    });
    // preValidation: a caller without the permission learns nothing from body validation errors.
    app.addHook('preValidation', async (request) => {
      const guard = request.routeOptions.config.screen;
      if (guard) await app.checkScreenPermission(request, guard);
    });
  },
  { name: 'screens', dependencies: ['config', 'db'] },
);
