// Which view a menu item's `component` opens.
import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { lazyRouteView, loadView, loadViewModule } from '../lib/lazy-view';
import { loadScreen } from '../lib/screens';
import { whenIdle } from '../lib/when-idle';
import { handWrittenViews, type ViewRegistry } from './views';

/** A route's `lazy` function: the view arrives as its own chunk on first visit. */
export type LazyRouteView = () => Promise<
  { Component: ComponentType } | { element: ReactNode } | { element: ReactNode; loader: LoaderFunction; shouldRevalidate: () => boolean }
>;

/**
 * Resolves a menu component name, in the order of ARCHITECTURE.md: a screen schema with this id
 * → ScreenRenderer; a hand-written view registered under the name; otherwise a page that names
 * the missing component. The schema is asked for first, before any chunk, so a hand-written
 * view never loads the renderer; the route progress bar shows while it arrives.
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
  whenIdle(() =>
    void loadScreenView()
      .then(() => import('./warm-list-styles'))
      .then(({ warmListStyles }) => whenIdle(warmListStyles))
      .catch(() => undefined),
  );
}

export function resolveMenuView(component: string, views: ViewRegistry = handWrittenViews): LazyRouteView {
  return async () => {
    const screen = await loadScreen(component);
    if (screen) {
      const { default: ScreenView, firstPageLoader } = await loadScreenView();
      // The loader runs only as the route is entered: revalidating (the same address clicked
      // again) would ask for a page that the mounted screen never takes.
      return { element: <ScreenView screen={screen} />, loader: firstPageLoader(screen), shouldRevalidate: () => false };
    }
    const importer = views[component];
    if (importer) return lazyRouteView(importer, component)();
    const ViewNotFound = await loadView(() => import('../features/errors/view-not-found-page'), 'errors/view-not-found');
    return { element: <ViewNotFound component={component} /> };
  };
}
