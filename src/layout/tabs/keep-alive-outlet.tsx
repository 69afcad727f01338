// Keeps every open tab's page mounted (hidden) while another is shown, so a half-filled form is
// still there on coming back. Each page is the router outlet captured when its tab was first
// shown, keyed by full path and the tab's reload version.
import { useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageShownContext } from '../../lib/page-shown';
import { tabsStore } from '../../stores/tabs';
import { isRedirectPath } from './redirect-path';

interface Kept {
  element: ReactNode;
  location: Location;
}

export function KeepAliveOutlet({ className }: { className?: string }) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { tabs, versions } = useSnapshot(tabsStore);
  const cache = useRef(new Map<string, Kept>());
  const fullPath = location.pathname + location.search;
  if (isRedirectPath(location.pathname)) return outlet;

  const versionKey = (key: string) => `${key}#${versions[key] ?? 0}`;
  const activeKey = versionKey(fullPath);
  if (!cache.current.has(activeKey)) cache.current.set(activeKey, { element: outlet, location });
  // Closed tabs and reloaded versions are dropped, so they unmount.
  const live = new Set([activeKey, ...tabs.map((tab) => versionKey(tab.key))]);
  for (const key of cache.current.keys()) if (!live.has(key)) cache.current.delete(key);

  return [...cache.current].map(([key, kept]) => (
    <div key={key} className={className} hidden={key !== activeKey} data-keep-alive={key}>
      {/* A hidden page sees its own location, not the shown one, so it does not react to
          (or rewrite) another page's URL. */}
      <UNSAFE_LocationContext.Provider value={{ location: key === activeKey ? location : kept.location, navigationType }}>
        <PageShownContext.Provider value={key === activeKey}>{kept.element}</PageShownContext.Provider>
      </UNSAFE_LocationContext.Provider>
    </div>
  ));
}
