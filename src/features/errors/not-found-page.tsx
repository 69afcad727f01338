import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomeButton } from './home-button';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('errors.notFound.message')} extra={<HomeButton />} />;
}
