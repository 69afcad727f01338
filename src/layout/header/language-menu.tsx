// The interface language (spec §2): English, 简体中文, 繁體中文. Texts, antd and menus follow.
import { Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, uiLanguages, type UiLanguage } from '../../lib/i18n';
import { HeaderTool } from './header-tool';

export function LanguageMenu() {
  const { t } = useTranslation();
  // Each language is named in itself, so anyone can find their own.
  const items = uiLanguages.map((language) => ({ key: language, label: t(`language.${language}`, { lng: language }) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [currentLanguage()],
        onClick: ({ key }) => void changeLanguage(key as UiLanguage),
      }}
    >
      <HeaderTool aria-label={t('language.label')} data-testid="language-menu">
        <TranslationOutlined />
      </HeaderTool>
    </Dropdown>
  );
}
