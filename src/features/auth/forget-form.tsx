// Forgotten password: a code sent to the account's e-mail, then a new password (6–20 characters,
// typed twice), sent encrypted. Errors appear above the form, as on the login page. Success
// messages are antd's static ones: they must outlive this page when it returns to /login.
import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { encryptPassword } from '../../lib/crypto';
import { PasswordFields } from '../../lib/password-fields';
import { paths } from '../../lib/paths';
import { resetPassword, sendResetCode } from './api';
import { errorText } from './error-text';
import { SendCodeButton } from './send-code-button';
import { message } from '../../lib/feedback';

interface ForgetValues {
  username: string;
  code: string;
  newPass: string;
  confirmPass: string;
}

export function ForgetForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgetValues>();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async (): Promise<boolean> => {
    const username = await form.validateFields(['username']).then(
      (values) => values.username,
      () => null,
    );
    if (!username) return false;
    try {
      const answer = await sendResetCode(username);
      setError(null);
      void message.success(answer.message || t('auth.forget.codeSent'));
      return true;
    } catch (failure) {
      setError(errorText(failure, t));
      return false;
    }
  };

  const submit = async ({ username, code, newPass }: ForgetValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await resetPassword({ username, code, newPass: await encryptPassword(newPass) });
      void message.success(answer.message || t('auth.forget.success'));
      navigate(paths.login, { replace: true });
    } catch (failure) {
      setError(errorText(failure, t));
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} name="forget" layout="vertical" validateTrigger="onBlur" onFinish={submit}>
      {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 24 }} />}
      <Form.Item
        name="username"
        label={t('auth.forget.username')}
        rules={[{ required: true, whitespace: true, message: t('auth.forget.usernameRequired') }]}
      >
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label={t('auth.forget.code')} required>
        <Flex gap={8}>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('auth.forget.codeRequired') }]}
          >
            <Input autoComplete="one-time-code" aria-label={t('auth.forget.code')} />
          </Form.Item>
          <SendCodeButton onSend={sendCode} />
        </Flex>
      </Form.Item>
      <PasswordFields
        next={{
          name: 'newPass',
          label: t('auth.forget.newPass'),
          required: t('auth.forget.newPassRequired'),
          length: t('auth.forget.newPassLength'),
        }}
        confirm={{
          name: 'confirmPass',
          label: t('auth.forget.confirmPass'),
          required: t('auth.forget.confirmPassRequired'),
          mismatch: t('auth.forget.mismatch'),
        }}
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('auth.forget.submit')}
      </Button>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={paths.login}>{t('auth.forget.backToLogin')}</Link>
      </Flex>
    </Form>
  );
}
