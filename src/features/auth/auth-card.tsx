// The frame of the login and forget pages: the system name, a language picker, the form.
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../lib/language-switcher';

const page = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'linear-gradient(135deg, #e6f4ff 0%, #f5f5f5 100%)',
  padding: 16,
} as const;

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main style={page}>
      <Card style={{ width: 400, maxWidth: '100%' }} extra={<LanguageSwitcher />} title={t('app.name')}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
