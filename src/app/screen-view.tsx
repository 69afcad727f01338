// A menu view rendered from a screen schema: its own lazy chunk, so the renderer (Formily, antd
// Table) loads only when a schema screen opens, never on /login or a hand-written page. A
// document screen's renderer is a further chunk, so it never weighs on a table screen.
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { ScreenCalls } from '../../renderers/actions/screen-calls';
import { RendererProvider } from '../../renderers/context';
import type { DocumentSchema, ScreenSchema } from '../../renderers/screen-schema';
import { ScreenRenderer } from '../../renderers/screen/screen-renderer';
import { encryptPassword } from '../lib/crypto';
import { dataProvider } from '../lib/data-provider';
import { loadScreen, type ScreenJson } from '../lib/screens';
import { can } from './screen-view-permission';

const DocumentRenderer = lazy(() => import('../../renderers/document/document-renderer'));

/** The server validated the file against the meta-schema before serving it. */
export default function ScreenView({ screen }: { screen: ScreenJson }) {
  return (
    <RendererProvider dataProvider={dataProvider} can={can} encrypt={encryptPassword}>
      {screen.kind === 'document' ? (
        <Suspense fallback={<Spin />}>
          <DocumentRenderer screen={screen as unknown as DocumentSchema} loadScreen={loadScreen} />
        </Suspense>
      ) : (
        <ScreenCalls screen={screen as unknown as ScreenSchema}>{(table) => <ScreenRenderer screen={table} />}</ScreenCalls>
      )}
    </RendererProvider>
  );
}
