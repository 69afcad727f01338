// Entry: the router starts at once; the first render waits for the interface language's texts.
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { i18nReady } from './lib/i18n';
import { bindRouterNavigation } from './lib/navigation';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { trackRouteProgress } from './app/route-progress';

const router = createAppRouter();
bindRouterNavigation(router);
trackRouteProgress(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
