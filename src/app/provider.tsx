// The one provider tree: antd's locale follows the interface language, and the context-aware
// notification/modal API is handed to code outside React (lib/feedback.ts).
import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useTranslation } from 'react-i18next';
import { bindFeedback } from '../lib/feedback';
import { isUiLanguage, type UiLanguage } from '../lib/i18n';

const antdLocales: Record<UiLanguage, Locale> = { zh_CN: zhCN, zh_TW: zhTW, en: enUS };

function FeedbackBridge() {
  const { notification, modal } = App.useApp();
  useEffect(() => bindFeedback({ notification, confirm: modal.confirm }), [notification, modal]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isUiLanguage(i18n.language) ? antdLocales[i18n.language] : zhCN;
  return (
    <ConfigProvider locale={locale}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
