import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { ForgetForm } from './forget-form';

export default function ForgetPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forget.title')}>
      <ForgetForm />
    </AuthCard>
  );
}
