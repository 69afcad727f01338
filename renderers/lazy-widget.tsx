import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { lookup } from './registry-lookup';

/** A registry entry whose code loads on first use; `preload` fetches it ahead of time. */
export interface LazyWidget<P> {
  (props: P): ReactNode;
  preload: () => Promise<unknown>;
}

/** A thenable that calls back at once: React.lazy then renders without a Suspense step. */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

/**
 * A field or cell whose widget (DatePicker, TreeSelect, Upload, Image…) stays out of the screen's
 * chunk until a schema names it (docs/performance.md). Until its chunk is in, `fallback` holds
 * the widget's place. The Suspense boundary sits inside, so a loading widget never blanks its
 * form or table, and it is always rendered, so the widget keeps its state once loaded.
 */
export function lazyWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyWidget<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load()
      .then((component) => (loaded = component))
      .catch((error: unknown) => {
        // A failed chunk (network) is fetched again by the next preload.
        loading = undefined;
        throw error;
      }));
  // Already preloaded: resolved synchronously, so the widget shows in its first render.
  const Loaded = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>; // takes the props of what it loads
  const widget = (props: P) => <Suspense fallback={fallback}>{createElement(Loaded, props)}</Suspense>;
  return Object.assign(widget, { preload });
}

function isLazy(entry: unknown): entry is LazyWidget<unknown> {
  return typeof entry === 'function' && typeof (entry as Partial<LazyWidget<unknown>>).preload === 'function';
}

/** Starts loading the lazy entries of a registry that `names` mention; eager ones need nothing. */
export function preloadWidgets(registry: Record<string, unknown>, names: Iterable<string>): Promise<unknown> {
  const pending = [...new Set(names)]
    .map((name) => lookup(registry, name))
    .filter(isLazy)
    .map((widget) => widget.preload());
  return Promise.all(pending);
}

/** The holder of a field's place while its widget loads: the height of an antd control. */
export const fieldFallback = <div aria-busy="true" style={{ minHeight: 32 }} />;
