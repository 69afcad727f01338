// The login form (spec §2, docs/api.md): validation on blur, Enter submits, the password leaves
// encrypted, server errors appear above the form and a fresh captcha replaces the used one.
import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form } from 'antd';
// The input alone, not antd's Input namespace, which drags TextArea, Search and OTP along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { encryptPassword } from '../../lib/crypto';
import { paths, safeReturnPath } from '../../lib/paths';
import { saveToken, setUserInfo } from '../../stores/session';
import { login } from './api';
import { CaptchaImage } from './captcha-image';
import { errorText } from './error-text';
import { useCaptcha } from './use-captcha';

interface LoginValues {
  username: string;
  password: string;
  code: string;
  remember: boolean;
}

export function LoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { captcha, failed, refresh } = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ username, password, code, remember }: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const encrypted = await encryptPassword(password);
      const answer = await login({ username, password: encrypted, code, uuid: captcha?.uuid ?? '' });
      saveToken(answer.token, remember);
      setUserInfo(answer.user);
      navigate(safeReturnPath(searchParams.get('from')), { replace: true });
    } catch (failure) {
      setError(errorText(failure, t));
      // The captcha is used up by any attempt; keep what the user typed except the old answer.
      form.setFieldValue('code', '');
      void refresh();
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} name="login" size="large" validateTrigger="onBlur" onFinish={submit} initialValues={{ remember: false }}>
      {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 24 }} />}
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('auth.login.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.login.username')} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('auth.login.passwordRequired') }]}>
        <Password prefix={<LockOutlined />} placeholder={t('auth.login.password')} autoComplete="current-password" />
      </Form.Item>
      <Flex gap={8} align="start">
        <Form.Item name="code" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: t('auth.login.codeRequired') }]}>
          <Input prefix={<SafetyOutlined />} placeholder={t('auth.login.code')} autoComplete="off" />
        </Form.Item>
        <CaptchaImage captcha={captcha} failed={failed} onRefresh={() => void refresh()} />
      </Flex>
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('auth.login.remember')}</Checkbox>
        </Form.Item>
        <Link to={paths.forget}>{t('auth.login.forget')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
