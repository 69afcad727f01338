// The site/language selector (spec §4): the options are the initialised sites' languages
// (GET news/domains/list?initStatus=Y, `rows`); the choice is stored, its colour becomes the theme
// colour, and the page reloads so every view loads that site's content.
import { useEffect } from 'react';
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { currentSite, selectSite, siteStore, type SiteOption } from '../../stores/site';
import { loadSites } from '../../stores/site-options';
import { updateTheme } from '../../stores/theme';

const keyOf = (option: Readonly<SiteOption>) => `${option.id}:${option.language}`;

/** The sites as menu items and the choice, shared by the header button and the overflow menu. */
export function useSiteOptions() {
  const snapshot = useSnapshot(siteStore);
  useEffect(() => {
    loadSites().catch(() => undefined);
  }, []);
  const site = currentSite(snapshot);
  const choose = (key: string) => {
    const option = siteStore.sites.find((item) => keyOf(item) === key);
    if (!option) return;
    selectSite(option);
    updateTheme({ color: option.color });
    window.location.reload();
  };
  return {
    site,
    selectedKeys: site ? [keyOf(site)] : [],
    items: snapshot.sites.map((item) => ({ key: keyOf(item), label: item.name })),
    choose,
  };
}

export function SiteSelector() {
  const { site, selectedKeys, items, choose } = useSiteOptions();
  if (items.length === 0) return null;
  return (
    <Dropdown trigger={['click']} menu={{ selectable: true, selectedKeys, items, onClick: ({ key }) => choose(key) }}>
      <Button type="text" icon={<GlobalOutlined />} data-testid="site-selector">
        {site?.name}
      </Button>
    </Dropdown>
  );
}
