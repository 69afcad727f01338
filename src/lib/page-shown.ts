// Whether the page a component belongs to is on screen. Kept-alive tabs stay mounted while another
// tab is shown (layout/tabs/keep-alive-outlet.tsx provides the context), and the whole app stays
// mounted while the browser tab is in the background: live figures need not be fetched then.
import { createContext, useContext, useSyncExternalStore } from 'react';

export const PageShownContext = createContext(true);

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const documentShown = () => document.visibilityState !== 'hidden';

export function usePageShown(): boolean {
  const tabShown = useContext(PageShownContext);
  return useSyncExternalStore(subscribe, documentShown) && tabShown;
}
