// Loads a view's chunk and raises the three failures of spec §8 as one recognisable error type.
import type { ComponentType } from 'react';

/** Spec §9: a lazy chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkErrorKind = 'script' | 'style' | 'missing-module';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(
    readonly kind: ChunkErrorKind,
    readonly view: string,
    options?: { cause?: unknown },
  ) {
    super(`${kind} chunk error while loading view "${view}"`, options);
  }
}

export type ViewModule<Props = object> = { default?: ComponentType<Props> };
export type ViewImporter<Props = object> = () => Promise<ViewModule<Props>>;

// Vite's preload helper reports a stylesheet that failed to load as "Unable to preload CSS for …"
// (the payload of its vite:preloadError event, rethrown into the import() promise).
function kindOf(error: unknown): ChunkErrorKind {
  return error instanceof Error && /preload CSS/i.test(error.message) ? 'style' : 'script';
}

/** A view module with its default export, or a ChunkLoadError saying why there is none. */
export async function loadViewModule<M extends { default?: unknown }>(
  importer: () => Promise<M>,
  view: string,
): Promise<M & { default: NonNullable<M['default']> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new ChunkLoadError('script', view, { cause: new Error(`no answer in ${CHUNK_LOAD_TIMEOUT_MS} ms`) })),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  let module: M;
  try {
    module = await Promise.race([importer(), timedOut]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(kindOf(error), view, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (!module.default) throw new ChunkLoadError('missing-module', view);
  return module as M & { default: NonNullable<M['default']> };
}

/** The default export of a view module, or a ChunkLoadError saying why there is none. */
export async function loadView<Props>(importer: ViewImporter<Props>, view: string): Promise<ComponentType<Props>> {
  return (await loadViewModule<ViewModule<Props>>(importer, view)).default;
}

/** A route's `lazy` function for a view: its chunk arrives on the first visit. */
export function lazyRouteView(importer: ViewImporter, view: string): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: await loadView(importer, view) });
}
