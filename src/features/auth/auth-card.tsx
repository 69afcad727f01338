// The frame of the login and forget pages: the system name, a language picker, the form.
// Plain markup rather than antd Card/Typography: those pull tabs, menus and tooltips into the
// first page anyone loads.
import type { ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../lib/language-switcher';

const page = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'linear-gradient(135deg, #e6f4ff 0%, #f5f5f5 100%)',
  padding: 16,
  boxSizing: 'border-box',
} as const;

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const card = {
    width: 400,
    maxWidth: '100%',
    padding: '24px 32px 32px',
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowTertiary,
  };
  return (
    <main style={page}>
      <section style={card} aria-labelledby="auth-card-title">
        <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 24 }}>
          <span style={{ fontSize: token.fontSizeLG, fontWeight: 600 }}>{t('app.name')}</span>
          <LanguageSwitcher />
        </header>
        <h1 id="auth-card-title" style={{ fontSize: token.fontSizeHeading4, margin: '0 0 24px' }}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
