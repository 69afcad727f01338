// Keeps every open tab's page mounted (hidden) while another is shown, so a half-filled form is
// still there on coming back. Each page is the router outlet captured when its tab was first
// shown, keyed by full path and the tab's reload version.
import { useMemo, useRef, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageShownContext } from '../../lib/page-shown';
import { tabsStore } from '../../stores/tabs';
import { isRedirectPath } from './redirect-path';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

interface Kept {
  element: ReactNode;
  /** What its page saw when last shown; the same object while hidden, so it never renders again for another page's navigation. */
  seen: LocationContextValue;
}

export function KeepAliveOutlet({ className }: { className?: string }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { tabs, versions } = useSnapshot(tabsStore);
  const cache = useRef(new Map<string, Kept>());
  const shownContext = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  const fullPath = location.pathname + location.search;
  if (isRedirectPath(location.pathname)) return outlet;

  const versionKey = (key: string) => `${key}#${versions[key] ?? 0}`;
  const activeKey = versionKey(fullPath);
  const active = cache.current.get(activeKey);
  if (active) active.seen = shownContext;
  else cache.current.set(activeKey, { element: outlet, seen: shownContext });
  // Closed tabs and reloaded versions are dropped, so they unmount.
  const live = new Set([activeKey, ...tabs.map((tab) => versionKey(tab.key))]);
  for (const key of cache.current.keys()) if (!live.has(key)) cache.current.delete(key);

  return [...cache.current].map(([key, kept]) => (
    <div key={key} className={className} hidden={key !== activeKey} data-keep-alive={key}>
      {/* A hidden page sees its own location, not the shown one, so it does not react to
          (or rewrite) another page's URL, nor render again on each navigation. */}
      <UNSAFE_LocationContext.Provider value={kept.seen}>
        <PageShownContext.Provider value={key === activeKey}>{kept.element}</PageShownContext.Provider>
      </UNSAFE_LocationContext.Provider>
    </div>
  ));
}
