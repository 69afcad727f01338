// The real app (provider, routes, guard) on a memory router at a chosen URL.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../../src/app/provider';
import { createAppRouter, type AppRouter } from '../../../src/app/router';
import { bindRouterNavigation } from '../../../src/lib/navigation';

export function renderApp(url: string): AppRouter {
  const router = createAppRouter((routes, options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [url] }),
  );
  bindRouterNavigation(router);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** The router's current path with its query. */
export function pathOf(router: AppRouter): string {
  return router.state.location.pathname + router.state.location.search;
}
