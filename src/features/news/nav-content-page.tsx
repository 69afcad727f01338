// /news/navinfo/{navType}/{navUrl}/{navName} (spec §2): the content of one navigation item of the
// current site language. The type in the path picks the editor (nav-types.ts): one page edited in
// place, or a list of entries (slides, years of history, certificates, files, cases…).
import { useEffect, useState } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { listNavItems, type NavItem } from './api';
import { NavEntryList } from './nav-entry-list';
import { NavSinglePage } from './nav-single-page';
import { navTypeView } from './nav-types';

/** The type is the path segment after /news/navinfo/, also on the routes that spell it out. */
const navTypeOf = (pathname: string) => decodeURIComponent(pathname.split('/')[3] ?? '');

export default function NavContentPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { navUrl = '', navName = '' } = useParams();
  const navType = navTypeOf(pathname);
  // undefined while loading, null when the current site language has no such item.
  const [item, setItem] = useState<NavItem | null | undefined>(undefined);

  useEffect(() => {
    listNavItems().then(
      (page) => setItem(page.content.find((row) => row.navUrl === navUrl) ?? null),
      () => setItem(null),
    );
  }, [navUrl]);

  if (item === undefined) return <Skeleton active />;
  if (item === null) {
    return (
      <Card title={navName}>
        <Empty description={t('news.content.notFound', { navUrl })} />
      </Card>
    );
  }
  const view = navTypeView(navType);
  return (
    <Card title={item.navName} data-testid="nav-content">
      {view.single ? <NavSinglePage item={item} view={view} /> : <NavEntryList item={item} view={view} />}
    </Card>
  );
}
