// Whether the user asked the system for less motion (prefers-reduced-motion). Dialogs, drawers and
// page transitions then appear at once: moving targets are hard to hit for people who chose this,
// and for anything else that clicks on a dialog while it is still zooming in.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(QUERY).matches;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
