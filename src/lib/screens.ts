// Screen schemas at run time (GET api/screens/<id>), so an edited or added schema file shows on
// the next page load without a rebuild. The server answers `no-cache` with an ETag: the browser's
// HTTP cache revalidates each first request of a page load (a 304 costs no body), and this
// module keeps each answer for the rest of the page's life.
import { ApiError } from './api-error';
import { showApiError } from './api-error-ui';
import { api } from './api-client';

// Typed by the renderer (ScreenSchema); lib sits below renderers and only carries the JSON.
export type ScreenJson = { id: string } & Record<string, unknown>;

const loaded = new Map<string, Promise<ScreenJson | null>>();
/** Asked for ahead of a click (prefetchScreen), quietly. */
const prefetched = new Map<string, Promise<ScreenJson | null>>();

async function fetchScreen(id: string, quiet = false): Promise<ScreenJson | null> {
  const path = id.split('/').map(encodeURIComponent).join('/');
  try {
    // Without the global error UI: a 404 is an answer here (no such screen), not a failure.
    return await api.get<ScreenJson>(`api/screens/${path}`, { skipErrorUi: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && !quiet) showApiError(error);
    throw error;
  }
}

/**
 * The screen schema with this id, or null when the server has none; failures are retried on the
 * next call. A prefetch under way or done serves the call; one that failed is asked again, with
 * the error shown this time.
 */
export function loadScreen(id: string): Promise<ScreenJson | null> {
  let request = loaded.get(id);
  if (!request) {
    const ahead = prefetched.get(id);
    prefetched.delete(id);
    request = ahead ? ahead.catch(() => fetchScreen(id)) : fetchScreen(id);
    loaded.set(id, request);
    request.catch(() => loaded.delete(id));
  }
  return request;
}

/** Ids of hand-written views (app/views.ts, registered by the app): they have no schema to ask for. */
const handWrittenViewIds = new Set<string>();

export function registerHandWrittenViews(ids: Iterable<string>): void {
  for (const id of ids) handWrittenViewIds.add(id);
}

/** Asks for a screen schema before anyone opens it, without showing a failure: the click will. */
export function prefetchScreen(id: string): void {
  if (handWrittenViewIds.has(id) || loaded.has(id) || prefetched.has(id)) return;
  const request = fetchScreen(id, true);
  prefetched.set(id, request);
  // Asked again on the next prefetch or by the click.
  request.catch(() => prefetched.get(id) === request && prefetched.delete(id));
}
