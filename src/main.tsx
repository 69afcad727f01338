// Entry: i18n first (the API client and every page read the language), then the router.
import './lib/i18n';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { bindRouterNavigation } from './lib/navigation';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { trackRouteProgress } from './app/route-progress';

const router = createAppRouter();
bindRouterNavigation(router);
trackRouteProgress(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
