// A menu view rendered from a screen schema: its own lazy chunk, so the renderer (Formily, antd
// Table) loads only when a schema screen opens, never on /login or a hand-written page. A
// document screen's renderer is a further chunk, so it never weighs on a table screen.
import type { LoaderFunction } from 'react-router-dom';
import type { ScreenSchema } from '../../renderers/screen-schema';
import { SchemaScreen } from '../../renderers/screen/schema-screen';
import { firstPageParams } from '../../renderers/table/first-page';
import { encryptPassword } from '../lib/crypto';
import { FIRST_PAGE_WAIT_MS } from '../lib/asked-ahead';
import { askListAhead, dataProvider } from '../lib/data-provider';
import { allows, can } from '../lib/permission';
import { loadScreen, type ScreenJson } from '../lib/screens';
import { tabsStore } from '../stores/tabs';

const services = { dataProvider, can, encrypt: encryptPassword };

/** The server validated the file against the meta-schema before serving it. */
export default function ScreenView({ screen }: { screen: ScreenJson }) {
  return <SchemaScreen screen={screen} services={services} loadScreen={loadScreen} />;
}

/**
 * The route's loader: entering a table screen asks for its first page as the click navigates,
 * and the navigation waits for it, at most FIRST_PAGE_WAIT_MS, so the screen's first render
 * shows its rows (lib/data-provider.ts peekList): one render and one paint, instead of the screen
 * with a spinner, then a request, then a second render (docs/performance.md). A slower answer
 * still lands in the table when it comes. A page whose tab is open stays mounted (keep-alive)
 * and asks for nothing, so neither does this.
 */
export function firstPageLoader(screen: ScreenJson): LoaderFunction {
  const table = screen as unknown as ScreenSchema;
  return async ({ request }) => {
    const url = new URL(request.url);
    const keptAlive = tabsStore.tabs.some((tab) => tab.key === url.pathname + url.search);
    if (screen.kind === 'document' || keptAlive || !allows(can, table.permissions?.list)) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS)));
    await Promise.race([askListAhead(firstPageParams(table, url.search)), waited]);
    clearTimeout(timer);
    return null;
  };
}
