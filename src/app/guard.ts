// The navigation guard of spec §2.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isLoginFree, loginPathFrom, paths } from '../lib/paths';
import { menusStore, type MenuItem } from '../stores/menus';
import { session } from '../stores/session';
import { loadSessionOnce } from './session-loader';
import { isWithdrawn } from './withdrawn-menus';

export function createGuard(addMenuRoutes: (menus: MenuItem[]) => void) {
  const loadSession = () => loadSessionOnce(addMenuRoutes);
  return {
    /** Loader of the root route, run on every navigation. */
    async loader({ request }: LoaderFunctionArgs): Promise<null> {
      const { pathname, search } = new URL(request.url);
      if (isLoginFree(pathname)) return null;
      if (!session.token) throw redirect(loginPathFrom(pathname + search));
      await loadSession();
      // A menu taken away while the page was open keeps its route: its page is no longer offered.
      if (isWithdrawn(pathname)) throw redirect(paths.unauthorized);
      return null;
    },
    /**
     * Called by the router for paths it cannot match yet: a deep link into a menu page only
     * matches once the menu routes are added, so it waits for the session to load.
     */
    async patchRoutesOnNavigation(): Promise<void> {
      if (session.token && !menusStore.menus) await loadSession();
    },
  };
}

export type Guard = ReturnType<typeof createGuard>;
