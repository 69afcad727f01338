// The site-scoped views (content, news, products, materials, and the news, product and content
// editors opened from them; app/views.ts) edit the current site's language:
// before any site is initialised the server answers their calls with 400 news.noSite. Those
// views show this empty state in place instead of asking, with the way to 域名管理; once a site
// is initialised (site-options.ts refreshes the options) they show their content.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunction } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { siteStore } from '../../stores/site';
import { loadSites } from '../../stores/site-options';

/** Where sites are added (server/db/seed/menus.ts, news area). */
const DOMAINS_PATH = '/news/domains';

const hasSite = () => siteStore.sites.length > 0;

/** A route loader that runs only when there is a site to act on. */
export function whenSiteExists(loader: LoaderFunction): LoaderFunction {
  return async (args) => {
    await loadSites().catch(() => undefined);
    return hasSite() ? loader(args) : null;
  };
}

export default function SiteRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sites, sitesLoaded } = useSnapshot(siteStore);
  useEffect(() => {
    loadSites().catch(() => undefined);
  }, []);

  if (sites.length > 0) return children;
  if (!sitesLoaded) return <Skeleton active />;
  return (
    <Empty
      data-testid="no-site"
      description={
        <>
          <strong>{t('news.noSite.title')}</strong>
          <br />
          {t('news.noSite.description')}
        </>
      }
    >
      <Button type="primary" onClick={() => navigate(DOMAINS_PATH)}>
        {t('news.noSite.open')}
      </Button>
    </Empty>
  );
}
