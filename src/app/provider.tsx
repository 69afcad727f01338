// The one provider tree: antd's locale follows the interface language and its theme follows the
// theme settings (colour, dark mode), in the page and in the notifications and dialogs opened
// from outside React (lib/feedback.ts). A system preference for reduced motion turns antd's motion
// off. The locales come from antd/es: the antd/locale paths are CommonJS and lose their Modal texts
// in the production bundle (dialogs said OK/Cancel).
import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { followLanguage, isUiLanguage, type UiLanguage } from '../lib/i18n';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { themeStore } from '../stores/theme';
import { antdTheme } from './antd-theme';

// zh_CN (the default) and en_US (antd's own default, bundled by ConfigProvider anyway) come with
// the first load; zh_TW arrives before the app shows in it.
const antdLocales: Partial<Record<UiLanguage, Locale>> = { zh_CN: zhCN, en: enUS };

export async function loadAntdLocale(language: UiLanguage): Promise<void> {
  if (antdLocales[language]) return;
  antdLocales[language] = (await import('antd/es/locale/zh_TW')).default;
}
followLanguage(loadAntdLocale);

function useAntdTheme(): ThemeConfig {
  const { color, darkMode } = useSnapshot(themeStore);
  const reducedMotion = useReducedMotion();
  return useMemo(() => antdTheme({ color, darkMode, reducedMotion }), [color, darkMode, reducedMotion]);
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = (isUiLanguage(i18n.language) && antdLocales[i18n.language]) || zhCN;
  const themeConfig = useAntdTheme();
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (holder) => (
        <ConfigProvider locale={locale} theme={themeConfig}>
          {holder}
        </ConfigProvider>
      ),
    });
  }, [locale, themeConfig]);
  return (
    <ConfigProvider locale={locale} theme={themeConfig}>
      {children}
    </ConfigProvider>
  );
}
