// Entry: the router starts at once; the first render waits for the interface language's texts,
// antd's locale and the page's antd styles written at build time, if it has some. Over a page
// index.html shows prerendered, it waits for the router to have loaded the page too: its first
// render replaces that markup, which must stay until the page itself can replace it, not a spinner,
// and until the markup's captcha picture has been seen.
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { currentLanguage, i18nReady } from './lib/i18n';
import { bindRouterNavigation } from './lib/navigation';
import { pageStylesSettled } from './lib/page-styles';
import { holdPrerenderedPage, prerenderedPicturesShown } from './lib/prerendered-page';
import { AppProvider, loadAntdLocale } from './app/provider';
import { createAppRouter, routerInitialized } from './app/router';
import { trackRouteProgress } from './app/route-progress';

const router = createAppRouter();
bindRouterNavigation(router);
trackRouteProgress(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// antd's locale for a language other than the default arrives with the texts; should it fail,
// antd's own texts show in the default language.
const antdLocaleReady = loadAntdLocale(currentLanguage()).catch((error: unknown) => console.error(error));

const prerendered = holdPrerenderedPage(container);

void Promise.all([
  i18nReady,
  antdLocaleReady,
  pageStylesSettled(),
  prerendered && routerInitialized(router),
  prerendered && prerenderedPicturesShown(),
]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
