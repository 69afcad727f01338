// The root route's element: every page below it, with the window title kept in step.
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { brandingStore } from '../stores/branding';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** i18n key of the page title. */
  title?: string;
}

function usePageTitle(): void {
  const { t } = useTranslation();
  const titleKey = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  // The configured systemTitle names the window, the product name while it is unset.
  const { systemTitle } = useSnapshot(brandingStore);
  useEffect(() => {
    const suffix = systemTitle || t('app.name');
    document.title = titleKey ? `${t(titleKey)} - ${suffix}` : suffix;
  }, [t, titleKey, systemTitle]);
}

export function RootRoute() {
  usePageTitle();
  return <Outlet />;
}
