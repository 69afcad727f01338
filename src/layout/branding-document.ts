// The configured systemIcon as the browser tab's favicon (spec §3). The window title's suffix
// (systemTitle) is written with the page title by the root route.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { brandingStore } from '../stores/branding';

function useFavicon(href: string): void {
  useEffect(() => {
    // index.html declares the product's icon; the branding points that one link elsewhere (a
    // second link would leave the choice to the browser) and gives it back when unset.
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!href || !link) return;
    const productIcon = { href: link.getAttribute('href') ?? '', type: link.type };
    // The configured icon is any picture (a PNG, an .ico): the product icon's type would not fit it.
    link.type = '';
    link.href = href;
    return () => {
      link.type = productIcon.type;
      link.setAttribute('href', productIcon.href);
    };
  }, [href]);
}

export function useBrandingDocument(): void {
  const { systemIcon } = useSnapshot(brandingStore);
  useFavicon(systemIcon);
}
