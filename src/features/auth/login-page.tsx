import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.heading')}>
      <LoginForm />
    </AuthCard>
  );
}
