// A screen drawn from its schema, a table screen or a document screen, with the services the app
// hands in: the menu's pages (app/screen-view.tsx) and the studio's preview use the one renderer.
// The document renderer is its own chunk, so it never weighs on a table screen.
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { ScreenCalls } from '../actions/screen-calls';
import { RendererProvider, type RendererServices } from '../context';
import type { LoadScreen } from '../document/screen-section';
import type { DocumentSchema, ScreenSchema } from '../screen-schema';
import { ScreenRenderer } from './screen-renderer';

const DocumentRenderer = lazy(() => import('../document/document-renderer'));

interface Props {
  /** Checked against the meta-schema before it gets here (by the server, or by the studio's check). */
  screen: { id: string; kind?: unknown };
  services: RendererServices;
  loadScreen: LoadScreen;
}

export function SchemaScreen({ screen, services, loadScreen }: Props) {
  return (
    <RendererProvider {...services}>
      {screen.kind === 'document' ? (
        <Suspense fallback={<Spin />}>
          <DocumentRenderer screen={screen as unknown as DocumentSchema} loadScreen={loadScreen} />
        </Suspense>
      ) : (
        <ScreenCalls screen={screen as unknown as ScreenSchema}>
          {(table) => <ScreenRenderer screen={table} />}
        </ScreenCalls>
      )}
    </RendererProvider>
  );
}
