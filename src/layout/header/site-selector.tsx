// The site/language selector (spec §4): the options are the initialised sites' languages
// (GET news/domains/list?initStatus=Y, `rows`); the choice is stored, its colour becomes the theme
// colour, and the page reloads so every view loads that site's content.
import { useEffect } from 'react';
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { currentSite, selectSite, siteStore, type SiteOption } from '../../stores/site';
import { updateTheme } from '../../stores/theme';

const keyOf = (option: Readonly<SiteOption>) => `${option.id}:${option.language}`;

export function SiteSelector() {
  const snapshot = useSnapshot(siteStore);
  const site = currentSite(snapshot);
  useEffect(() => {
    api.get<{ rows: SiteOption[] }>('news/domains/list', { params: { initStatus: 'Y' } }).then(({ rows }) => (siteStore.sites = rows), () => undefined);
  }, []);
  const choose = (key: string) => {
    const option = siteStore.sites.find((item) => keyOf(item) === key);
    if (!option) return;
    selectSite(option);
    updateTheme({ color: option.color });
    window.location.reload();
  };
  if (snapshot.sites.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{ selectable: true, selectedKeys: site ? [keyOf(site)] : [], items: snapshot.sites.map((item) => ({ key: keyOf(item), label: item.name })), onClick: ({ key }) => choose(key) }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="site-selector">
        {site?.name}
      </Button>
    </Dropdown>
  );
}
