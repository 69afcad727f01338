// Screen schemas at run time (GET api/screens/<id>), so an edited or added schema file shows on
// the next page load without a rebuild. The server answers `no-cache` with an ETag: the browser's
// HTTP cache revalidates each first request of a page load (a 304 costs no body), and the query
// cache (src/lib/query-client.ts) keeps each answer for the rest of the page's life.
import { ApiError } from './api-error';
import { showApiError } from './api-error-ui';
import { api } from './api-client';
import { addScreenTexts } from './i18n';

// The query cache loads with the first screen asked for, not with /login, which this module is
// on (app/views.ts): TanStack Query is ~7 KB gzip of /login's bundle budget (docs/performance.md).
const cache = () => import('./query-client');

// Typed by the renderer (ScreenSchema); lib sits below renderers and only carries the JSON.
export type ScreenJson = { id: string; texts?: Parameters<typeof addScreenTexts>[0] } & Record<string, unknown>;

/**
 * Quietly: a 404 is an answer here (no such screen), and a failure is shown by whoever waits for it.
 * The screen's own texts are added to the app's before anyone draws it.
 */
async function fetchScreen(id: string): Promise<ScreenJson | null> {
  const path = id.split('/').map(encodeURIComponent).join('/');
  try {
    const screen = await api.get<ScreenJson>(`api/screens/${path}`, { skipErrorUi: true });
    if (screen.texts) addScreenTexts(screen.texts);
    return screen;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const screenQuery = (id: string, { queryKeys }: Awaited<ReturnType<typeof cache>>) => ({
  queryKey: queryKeys.screen(id),
  queryFn: () => fetchScreen(id),
});

/**
 * The screen schema with this id, or null when the server has none. A prefetch under way or done
 * serves the call; a failure is shown, and not kept: the next call asks again.
 */
export async function loadScreen(id: string): Promise<ScreenJson | null> {
  const loaded = await cache();
  return loaded.queryClient.fetchQuery(screenQuery(id, loaded)).catch((error: unknown) => {
    if (error instanceof ApiError) showApiError(error);
    throw error;
  });
}

/** Ids of hand-written views (app/views.ts, registered by the app): they have no schema to ask for. */
const handWrittenViewIds = new Set<string>();

export function registerHandWrittenViews(ids: Iterable<string>): void {
  for (const id of ids) handWrittenViewIds.add(id);
}

/** Asks for a screen schema before anyone opens it, without showing a failure: the click will. */
export function prefetchScreen(id: string): void {
  if (!handWrittenViewIds.has(id))
    void cache().then((loaded) => loaded.queryClient.prefetchQuery(screenQuery(id, loaded)));
}
