// The logo and system name; a click goes to the layout's home path (spec §2).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AppstoreFilled } from '@ant-design/icons';
import { paths } from '../lib/paths';
import { brandingStore } from '../stores/branding';
import { themeStore } from '../stores/theme';

export function Logo({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  const { t } = useTranslation();
  const { systemLogo, systemName } = useSnapshot(brandingStore);
  const { logoAutoSize } = useSnapshot(themeStore);
  return (
    <Link
      to={paths.home}
      data-testid="logo"
      className={`layout-logo${dark ? ' layout-logo-dark' : ''}${logoAutoSize ? ' layout-logo-auto' : ''}`}
    >
      {systemLogo ? <img src={systemLogo} alt="" /> : <AppstoreFilled className="layout-logo-mark" />}
      {!collapsed && <span className="layout-logo-name">{systemName || t('app.name')}</span>}
    </Link>
  );
}
