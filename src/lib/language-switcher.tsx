// The interface language picker of the login page: three small buttons, the chosen one pressed.
// Buttons and Flex are on that page anyway, so the picker costs next to nothing there (a
// Segmented or a Select would each add ~4 KB gzip to /login's budget, bench/bundle-budget.ts).
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, uiLanguages } from './i18n';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Flex role="group" aria-label={t('language.label')} gap={4}>
      {uiLanguages.map((language) => (
        <Button
          key={language}
          size="small"
          type={language === current ? 'primary' : 'text'}
          aria-pressed={language === current}
          onClick={() => void changeLanguage(language)}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Flex>
  );
}
