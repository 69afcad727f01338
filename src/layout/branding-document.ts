// The configured branding on the browser tab (spec §3): systemIcon as the favicon, systemTitle as
// the window-title suffix, the product name while either is unset.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The root route (src/app) writes "<page> - <product name>" on every navigation, after the
 * layout's effects have run; so the suffix is swapped whenever the <title> changes rather than
 * written once, which the root route would overwrite.
 */
function useTitleSuffix(systemTitle: string): void {
  const { t } = useTranslation();
  const productName = t('app.name');
  useEffect(() => {
    if (!systemTitle || systemTitle === productName) return;
    const swap = () => {
      const title = document.title;
      if (title.endsWith(systemTitle) || !title.endsWith(productName)) return;
      document.title = title.slice(0, title.length - productName.length) + systemTitle;
    };
    swap();
    const observer = new MutationObserver(swap);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      if (document.title.endsWith(systemTitle)) document.title = document.title.slice(0, -systemTitle.length) + productName;
    };
  }, [systemTitle, productName]);
}

export function useBrandingDocument(): void {
  const { systemIcon, systemTitle } = useSnapshot(brandingStore);
  useFavicon(systemIcon);
  useTitleSuffix(systemTitle);
}
