// Navigation for code outside React (the API client's 401/403 handling): it goes through the
// data router so the app is not reloaded and in-memory state survives. The header's tools use it
// too: react-router's useNavigate reads the route context, which changes with every navigation,
// so each menu click would render them again for nothing (docs/performance.md).

interface RouterLocation {
  pathname: string;
  search: string;
}

/** The part of a react-router data router this helper needs. */
export interface NavigableRouter {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: RouterLocation; navigation: { location?: RouterLocation } };
}

let boundRouter: NavigableRouter | null = null;

export function bindRouterNavigation(router: NavigableRouter | null): void {
  boundRouter = router;
}

function router(): NavigableRouter {
  if (!boundRouter) throw new Error('No router is bound: call bindRouterNavigation(router) at start-up.');
  return boundRouter;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void router().navigate(to, options);
}

/**
 * The path being shown, or the one being navigated to while a navigation is pending: a request
 * failing during that navigation belongs to the page the user asked for.
 */
export function currentPath(): { pathname: string; fullPath: string } {
  const { state } = router();
  const location = state.navigation.location ?? state.location;
  return { pathname: location.pathname, fullPath: location.pathname + location.search };
}

/** A full page load, for when all in-memory state must go (logging out). */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
