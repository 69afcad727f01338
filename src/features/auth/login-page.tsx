import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { askCaptchaEarly } from './use-captcha';

// The page's module is loaded as its route opens, before the page renders.
askCaptchaEarly();

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.heading')}>
      <LoginForm />
    </AuthCard>
  );
}
