// Which view a menu item's `component` opens.
import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { lazyRouteView, loadView, loadViewModule } from '../lib/lazy-view';
import { loadScreen, registerHandWrittenViews } from '../lib/screens';
import { whenIdle } from '../lib/when-idle';
import { handWrittenViews, siteScopedScreens, siteScopedViews, type ViewRegistry } from './views';

/** A route's `lazy` function: the view arrives as its own chunk on first visit. */
export type LazyRouteView = () => Promise<
  | { Component: ComponentType }
  | { element: ReactNode }
  | { element: ReactNode; loader: LoaderFunction; shouldRevalidate: () => boolean }
>;

/**
 * Resolves a menu component name: a hand-written view registered under the name; else a screen
 * schema with this id → ScreenRenderer; otherwise a page that names the missing component. The
 * registry is known in the browser, so a hand-written view never asks the server for a schema it
 * has not (a 404 on every open) nor loads the renderer; the route progress bar shows while a
 * schema arrives.
 */
const importScreenView = () => loadViewModule(() => import('./screen-view'), 'screen-view');
/**
 * Kept once in: import() of a chunk already loaded still answers in a task of its own, which
 * waits behind the click's render slices (~20–50 ms measured), and the route's loader, which asks
 * for the rows, runs only after it. Held, the click's navigation reaches the loader at once.
 */
let screenView: Awaited<ReturnType<typeof importScreenView>> | undefined;
async function loadScreenView() {
  screenView ??= await importScreenView();
  return screenView;
}

/**
 * Fetches the schema screens' chunk (renderer, antd Table) once the browser is idle after the
 * menus arrive, then, in a further idle time, has antd write a list screen's styles: nearly every
 * session opens a schema screen, and its first click then waits for the schema, the rows and the
 * render only (docs/performance.md). A failure here is left to that click.
 */
export function preloadScreenViewWhenIdle(): void {
  whenIdle(
    () =>
      void loadScreenView()
        .then(() => import('./warm-list-styles'))
        .then(({ warmListStyles }) => whenIdle(warmListStyles))
        .catch(() => undefined),
  );
}

// The side menu's schema prefetch skips them too.
registerHandWrittenViews(Object.keys(handWrittenViews));

const siteRequiredModule = () => loadViewModule(() => import('../features/news/site-required'), 'news/site-required');
const loadSiteRequired = async () => (await siteRequiredModule()).default;

export function resolveMenuView(component: string, views: ViewRegistry = handWrittenViews): LazyRouteView {
  return async () => {
    const importer = views[component];
    if (importer && siteScopedViews.has(component)) {
      const [{ Component }, SiteRequired] = await Promise.all([
        lazyRouteView(importer, component)(),
        loadSiteRequired(),
      ]);
      return {
        element: (
          <SiteRequired>
            <Component />
          </SiteRequired>
        ),
      };
    }
    if (importer) return lazyRouteView(importer, component)();
    const screen = await loadScreen(component);
    if (screen) {
      const { default: ScreenView, firstPageLoader } = await loadScreenView();
      // The loader runs only as the route is entered: revalidating (the same address clicked
      // again) would ask for a page that the mounted screen never takes.
      const shouldRevalidate = () => false;
      if (siteScopedScreens.has(component)) {
        const { default: SiteRequired, whenSiteExists } = await siteRequiredModule();
        return {
          element: (
            <SiteRequired>
              <ScreenView screen={screen} />
            </SiteRequired>
          ),
          loader: whenSiteExists(firstPageLoader(screen)),
          shouldRevalidate,
        };
      }
      return { element: <ScreenView screen={screen} />, loader: firstPageLoader(screen), shouldRevalidate };
    }
    const ViewNotFound = await loadView(
      () => import('../features/errors/view-not-found-page'),
      'errors/view-not-found',
    );
    return { element: <ViewNotFound component={component} /> };
  };
}
