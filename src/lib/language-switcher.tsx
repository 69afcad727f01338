// The interface language picker, shared by the login page and the layout header. A segmented
// control: three choices fit on screen, and it is far lighter than a Select on the login page.
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, uiLanguages, type UiLanguage } from './i18n';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <Segmented<UiLanguage>
      aria-label={t('language.label')}
      size="small"
      value={currentLanguage()}
      onChange={(language) => void changeLanguage(language)}
      options={uiLanguages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  );
}
