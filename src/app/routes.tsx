// The route table: public pages, the guarded layout, and the catch-all 404 (spec §2).
import { redirect, type RouteObject } from 'react-router-dom';
import { loadAllTranslations } from '../lib/i18n';
import { ChunkLoadError, lazyRouteView, type ViewImporter } from '../lib/lazy-view';
import { paths } from '../lib/paths';
import type { Guard } from './guard';
import { PageLoading } from './page-loading';
import { RootRoute, type RouteHandle } from './root-route';
import { RouteErrorBoundary } from './route-error-boundary';

/** The layout's child that menu routes are added to; its error boundary keeps the shell visible. */
export const LAYOUT_VIEWS_ROUTE_ID = 'layout-views';

/**
 * The view's chunk, and with it every text of the language: only the pages named `boot` (login,
 * forget password, errors) make do with the bundled boot texts (lib/i18n.ts).
 */
function lazyView(importer: ViewImporter, view: string, boot = false): ReturnType<typeof lazyRouteView> {
  const lazy = lazyRouteView(importer, view);
  if (boot) return lazy;
  // Texts that do not arrive fail like the view's own chunk: the reload page says so.
  const texts = () =>
    loadAllTranslations().catch((cause: unknown) => Promise.reject(new ChunkLoadError('script', view, { cause })));
  return () => Promise.all([lazy(), texts()]).then(([route]) => route);
}

function page(path: string, title: string, importer: ViewImporter, view: string, boot = false): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: lazyView(importer, view, boot) };
}

/** Redirects in its loader, so it never renders (`element: null` says so to the router). */
function redirectRoute(path: string, to: string): RouteObject {
  return { path, loader: () => redirect(to), element: null };
}

/**
 * The pages outside the layout are listed in vite.config.ts too (`outside`): the build keeps
 * what they import out of the shell chunk, so a new one belongs in both lists.
 */
export function appRoutes(guardLoader: Guard['loader']): RouteObject[] {
  return [
    {
      id: 'root',
      loader: guardLoader,
      // The guard must see every navigation, not only the first one.
      shouldRevalidate: () => true,
      element: <RootRoute />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: PageLoading,
      children: [
        page(paths.login, 'auth.login.title', () => import('../features/auth/login-page'), 'auth/login', true),
        page(paths.forget, 'auth.forget.title', () => import('../features/auth/forget-page'), 'auth/forget', true),
        page(
          paths.phonePreview,
          'diy.phone.title',
          () => import('../features/decorate/phone-preview-page'),
          'decorate/phone',
        ),
        page(paths.chatVisitor, 'chat.visitor.title', () => import('../features/chat/visitor-page'), 'chat/visitor'),
        page(
          paths.unauthorized,
          'errors.unauthorized.title',
          () => import('../features/errors/unauthorized-page'),
          'errors/401',
          true,
        ),
        redirectRoute(paths.home, paths.workplace),
        redirectRoute(paths.dashboard, paths.workplace),
        {
          id: 'layout',
          // The access watch matters only inside the shell: it loads with the layout, off /login.
          lazy: lazyView(
            () => import('./access-watch').then(({ watchAccess }) => (watchAccess(), import('../layout/basic-layout'))),
            'layout',
          ),
          children: [
            {
              id: LAYOUT_VIEWS_ROUTE_ID,
              errorElement: <RouteErrorBoundary />,
              children: [
                page(
                  paths.workplace,
                  'dashboard.workplace.title',
                  () => import('../features/dashboard/workplace-page'),
                  'dashboard/workplace',
                ),
                page(
                  paths.userCenter,
                  'user.center.title',
                  () => import('../features/user-center/user-center-page'),
                  'user/center',
                ),
                page(paths.userMessage, 'messages.title', () => import('../layout/message-page'), 'user/message'),
                page(
                  '/diy/page/decorate/:lang/:type/:pageId',
                  'menu.diy.decorate',
                  () => import('../features/decorate/decorate-page'),
                  'diy/decorate',
                ),
                // Reloading a tab passes through here (spec §2); it renders nothing and goes back.
                {
                  path: `${paths.redirect}/*`,
                  lazy: lazyRouteView(() => import('../layout/redirect-page'), 'layout/redirect'),
                },
              ],
            },
          ],
        },
        page('*', 'errors.notFound.title', () => import('../features/errors/not-found-page'), 'errors/404', true),
      ],
    },
  ];
}
