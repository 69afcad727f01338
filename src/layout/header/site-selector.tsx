// The site/language selector (spec §4): the choice is stored, its colour becomes the theme
// colour, and the page reloads so every view loads that site's content.
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { currentSite, placeholderSites, selectSiteLanguage, siteStore } from '../../stores/site';
import { updateTheme } from '../../stores/theme';

export function SiteSelector() {
  const { language } = useSnapshot(siteStore);
  const site = currentSite(language);
  const choose = (chosen: string) => {
    const option = placeholderSites.find((item) => item.language === chosen);
    if (!option) return;
    selectSiteLanguage(option.language);
    updateTheme({ color: option.color });
    window.location.reload();
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{ selectable: true, selectedKeys: site ? [site.language] : [], items: placeholderSites.map((item) => ({ key: item.language, label: item.name })), onClick: ({ key }) => choose(key) }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="site-selector">
        {site?.name}
      </Button>
    </Dropdown>
  );
}
