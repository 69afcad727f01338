// Placeholder of the home page; the real dashboard is a later issue.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../stores/session';

export default function WorkplacePage() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  return (
    <Card title={t('dashboard.workplace.title')}>
      <Typography.Paragraph strong>{t('dashboard.workplace.welcome', { name: user?.nickName ?? '' })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('dashboard.workplace.placeholder')}</Typography.Paragraph>
    </Card>
  );
}
