// The one router: the route table, the guard, and the menu routes it adds after login.
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { createGuard } from './guard';
import { buildMenuRoutes } from './menu-routes';
import { preloadScreenViewWhenIdle } from './resolve-view';
import { appRoutes, LAYOUT_VIEWS_ROUTE_ID } from './routes';
import { noteMenuRoutes } from './withdrawn-menus';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

type RouterFactory = (
  routes: RouteObject[],
  options: { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction },
) => AppRouter;

/** A browser router by default; tests pass createMemoryRouter with their start URL. */
export function createAppRouter(createRouter: RouterFactory = createBrowserRouter): AppRouter {
  const guard = createGuard((menus) => {
    const routes = buildMenuRoutes(menus);
    noteMenuRoutes(routes);
    router.patchRoutes(LAYOUT_VIEWS_ROUTE_ID, routes);
    if (menus.length > 0) preloadScreenViewWhenIdle();
  });
  const router = createRouter(appRoutes(guard.loader), { patchRoutesOnNavigation: guard.patchRoutesOnNavigation });
  return router;
}

/** Resolves once the router has matched the first address and loaded what it opens. */
export function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
