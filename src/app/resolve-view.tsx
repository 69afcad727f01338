// Which view a menu item's `component` opens.
import type { ComponentType, ReactNode } from 'react';
import { lazyRouteView, loadView } from '../lib/lazy-view';
import { handWrittenViews, type ViewRegistry } from './views';

/** A route's `lazy` function: the view arrives as its own chunk on first visit. */
export type LazyRouteView = () => Promise<{ Component: ComponentType } | { element: ReactNode }>;

/**
 * Resolves a menu component name, in the order of ARCHITECTURE.md. The renderer issue plugs its
 * step in first: a screen schema with this id → ScreenRenderer. Then a hand-written view
 * registered under the name; otherwise a page that names the missing component.
 */
export function resolveMenuView(component: string, views: ViewRegistry = handWrittenViews): LazyRouteView {
  const importer = views[component];
  if (importer) return lazyRouteView(importer, component);
  return async () => {
    const ViewNotFound = await loadView(() => import('../features/errors/view-not-found-page'), 'errors/view-not-found');
    return { element: <ViewNotFound component={component} /> };
  };
}
