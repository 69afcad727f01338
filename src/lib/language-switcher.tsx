// The interface language picker, shared by the login page and the layout header.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, uiLanguages } from './i18n';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(language) => void changeLanguage(language)}
      options={uiLanguages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      popupMatchSelectWidth={false}
      variant="borderless"
    />
  );
}
