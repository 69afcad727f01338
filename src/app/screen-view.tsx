// A menu view rendered from a screen schema: its own lazy chunk, so the renderer (Formily, antd
// Table) loads only when a schema screen opens, never on /login or a hand-written page.
import { RendererProvider } from '../../renderers/context';
import type { ScreenSchema } from '../../renderers/screen-schema';
import { ScreenRenderer } from '../../renderers/screen/screen-renderer';
import { encryptPassword } from '../lib/crypto';
import { dataProvider } from '../lib/data-provider';
import type { ScreenJson } from '../lib/screens';
import { can } from './screen-view-permission';

/** The server validated the file against the meta-schema before serving it. */
export default function ScreenView({ screen }: { screen: ScreenJson }) {
  return (
    <RendererProvider dataProvider={dataProvider} can={can} encrypt={encryptPassword}>
      <ScreenRenderer screen={screen as unknown as ScreenSchema} />
    </RendererProvider>
  );
}
