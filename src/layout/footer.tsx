// The footer: only the copyright and the registration line (spec §1).
import { memo } from 'react';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { brandingStore } from '../stores/branding';

// Memoised: the layout re-renders on every navigation, which changes nothing here.
export const AppFooter = memo(function AppFooter() {
  const { t } = useTranslation();
  const { systemName } = useSnapshot(brandingStore);
  return (
    <Layout.Footer data-testid="layout-footer" className="layout-footer">
      <div>{t('layout.footer.copyright', { year: new Date().getFullYear(), name: systemName || t('app.name') })}</div>
      <div>{t('layout.footer.registration')}</div>
    </Layout.Footer>
  );
});
