// Opens (or re-titles) the tab of the page being shown.
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { openTab } from '../../stores/tabs';
import { isRedirectPath } from './redirect-path';

export function usePageTitleKey(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .filter(Boolean)
    .at(-1);
}

export function useTrackTab(): void {
  const { pathname, search } = useLocation();
  const title = usePageTitleKey();
  useEffect(() => {
    if (!isRedirectPath(pathname) && title) openTab({ fullPath: pathname + search, path: pathname, title });
  }, [pathname, search, title]);
}
