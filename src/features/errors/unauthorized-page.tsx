import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomeButton } from './home-button';

/** Where a 403 answer sends the user (spec §6). */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return <Result status="403" title="401" subTitle={t('errors.unauthorized.message')} extra={<HomeButton />} />;
}
