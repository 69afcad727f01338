// The login form (spec §2, docs/api.md): validation on blur, Enter submits, the password leaves
// encrypted, server errors appear above the form and a fresh captcha replaces the used one.
import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Flex } from 'antd';
// The input alone, not antd's Input namespace, which drags TextArea, Search and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { encryptPassword } from '../../lib/crypto';
import { useTakeOverPrerendered } from '../../lib/prerendered-page';
import { paths, safeReturnPath } from '../../lib/paths';
import { saveToken, setUserInfo } from '../../stores/session';
import { login } from './api';
import { CaptchaImage } from './captcha-image';
import { ErrorBanner } from './error-banner';
import { errorText } from './error-text';
import { FormField } from './form-field';
import { useCaptcha } from './use-captcha';
import { useRequiredFields } from './use-required-fields';

const requiredMessages = {
  username: 'auth.login.usernameRequired',
  password: 'auth.login.passwordRequired',
  code: 'auth.login.codeRequired',
};
const fieldIds = { username: 'login-username', password: 'login-password', code: 'login-code' } as const;
const REMEMBER_ID = 'login-remember';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { values, errors, bind, validateAll, clear, restore } = useRequiredFields(requiredMessages);
  const [remember, setRemember] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // /login is shown from its prerendered markup until this form replaces it (src/lib/prerendered-page.ts).
  useTakeOverPrerendered(({ values: typed, checked }) => {
    restore({ username: typed[fieldIds.username], password: typed[fieldIds.password], code: typed[fieldIds.code] });
    setRemember(checked[REMEMBER_ID] ?? false);
  }, form);
  const { captcha, failed, refresh } = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const message = (field: keyof typeof requiredMessages) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !validateAll()) return;
    setSubmitting(true);
    setError(null);
    try {
      const password = await encryptPassword(values.password);
      const answer = await login({ username: values.username, password, code: values.code, uuid: captcha?.uuid ?? '' });
      saveToken(answer.token, remember);
      setUserInfo(answer.user);
      navigate(safeReturnPath(searchParams.get('from')), { replace: true });
    } catch (failure) {
      setError(errorText(failure, t));
      // The captcha is used up by any attempt; keep what the user typed except the old answer.
      clear('code');
      void refresh();
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} name="login" onSubmit={(event) => void submit(event)} noValidate>
      {error && <ErrorBanner message={error} />}
      <FormField id={fieldIds.username} error={message('username')}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('auth.login.username')}
          autoComplete="username"
          autoFocus
          {...bind('username')}
        />
      </FormField>
      <FormField id={fieldIds.password} error={message('password')}>
        <Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('auth.login.password')}
          autoComplete="current-password"
          {...bind('password')}
        />
      </FormField>
      <Flex gap={8} align="start">
        <FormField id={fieldIds.code} error={message('code')}>
          <Input
            size="large"
            prefix={<SafetyOutlined />}
            placeholder={t('auth.login.code')}
            autoComplete="off"
            {...bind('code')}
          />
        </FormField>
        <CaptchaImage captcha={captcha} failed={failed} onRefresh={() => void refresh()} />
      </Flex>
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Checkbox id={REMEMBER_ID} checked={remember} onChange={(event) => setRemember(event.target.checked)}>
          {t('auth.login.remember')}
        </Checkbox>
        <Link to={paths.forget}>{t('auth.login.forget')}</Link>
      </Flex>
      <Button type="primary" size="large" htmlType="submit" block loading={submitting}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
