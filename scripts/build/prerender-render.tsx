// Renders a page as a first visit sees it, in the app's own provider (default language and theme),
// and collects the styles antd's CSS-in-JS writes for it, with the map (`.data-ant-cssinjs-cache-path`)
// by which antd, finding that CSS in the page, does not write those styles again. Bundled with the
// page by prerender-child.ts; not part of the app's bundle.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppProvider } from '../../src/app/provider';

export interface PrerenderedPage {
  html: string;
  css: string;
}

export function renderPage(Page: ComponentType, address: string): PrerenderedPage {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <AppProvider>
        <MemoryRouter initialEntries={[address]}>
          <Page />
        </MemoryRouter>
      </AppProvider>
    </StyleProvider>,
  );
  return { html, css: extractStyle(cache, { plain: true, types: 'style' }) };
}
