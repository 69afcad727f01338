// The footer: only the copyright and the registration line (spec §1).
import { memo } from 'react';
import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { brandingStore } from '../stores/branding';

// Memoised: the layout re-renders on every navigation, which changes nothing here.
export const AppFooter = memo(function AppFooter() {
  const { t } = useTranslation();
  const { systemName } = useSnapshot(brandingStore);
  // The theme's tertiary text, held to WCAG AA contrast in light and dark (app/antd-theme.ts).
  const { token } = theme.useToken();
  return (
    <Layout.Footer data-testid="layout-footer" className="layout-footer" style={{ color: token.colorTextTertiary }}>
      <div>{t('layout.footer.copyright', { year: new Date().getFullYear(), name: systemName || t('app.name') })}</div>
      <div>{t('layout.footer.registration')}</div>
    </Layout.Footer>
  );
});
