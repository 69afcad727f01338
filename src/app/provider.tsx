// The one provider tree: antd's locale follows the interface language, in the page and in the
// notifications and dialogs opened from outside React (lib/feedback.ts).
import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, type UiLanguage } from '../lib/i18n';

const antdLocales: Record<UiLanguage, Locale> = { zh_CN: zhCN, zh_TW: zhTW, en: enUS };

export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isUiLanguage(i18n.language) ? antdLocales[i18n.language] : zhCN;
  useEffect(() => {
    ConfigProvider.config({ holderRender: (holder) => <ConfigProvider locale={locale}>{holder}</ConfigProvider> });
  }, [locale]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
