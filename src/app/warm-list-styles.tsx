// Mounts the renderer's ListStyleWarmup once, in a root outside the document, under the app's own
// provider: the styles antd writes are those of the current theme, and a theme change writes the
// new ones there too. Nothing of it is ever shown.
import { createRoot } from 'react-dom/client';
import { ListStyleWarmup } from '../../renderers/screen/list-style-warmup';
import { AppProvider } from './provider';

let warmed = false;

export function warmListStyles(): void {
  if (warmed) return;
  warmed = true;
  createRoot(document.createElement('div')).render(
    <AppProvider>
      <ListStyleWarmup />
    </AppProvider>,
  );
}
