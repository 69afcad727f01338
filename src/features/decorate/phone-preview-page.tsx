// Placeholder of /diy/page/phone; the decoration issue renders the real page blocks here.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const screen = {
  width: 375,
  minHeight: 667,
  margin: '32px auto',
  padding: 24,
  border: '12px solid #222',
  borderRadius: 36,
  background: '#fff',
} as const;

export default function PhonePreviewPage() {
  const { t } = useTranslation();
  return (
    <section style={screen} aria-label={t('diy.phone.title')}>
      <Typography.Title level={4}>{t('diy.phone.title')}</Typography.Title>
      <Typography.Paragraph>{t('diy.phone.placeholder')}</Typography.Paragraph>
    </section>
  );
}
