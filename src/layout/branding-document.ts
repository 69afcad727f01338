// The configured systemIcon as the browser tab's favicon (spec §3). The window title's suffix
// (systemTitle) is written with the page title by the root route.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { brandingStore } from '../stores/branding';

const ICON_ID = 'branding-icon';

function useFavicon(href: string): void {
  useEffect(() => {
    if (!href) return;
    // index.html declares no icon, so the branding adds its own link and removes it when unset.
    const link = document.createElement('link');
    link.id = ICON_ID;
    link.rel = 'icon';
    link.href = href;
    document.head.append(link);
    return () => link.remove();
  }, [href]);
}

export function useBrandingDocument(): void {
  const { systemIcon } = useSnapshot(brandingStore);
  useFavicon(systemIcon);
}
