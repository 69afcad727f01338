// Changing the e-mail: a code is mailed to the new address, then the code and the password
// (encrypted) confirm it (POST api/sysUser/updateEmail/{code}).
import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { encryptPassword } from '../../lib/crypto';
import { setUserInfo } from '../../stores/session';
import { sendEmailCode, updateEmail } from './api';
import { message } from '../../lib/feedback';

interface Values {
  email: string;
  code: string;
  password: string;
}

export function EmailForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [sent, setSent] = useState(false);

  const sendCode = async () => {
    const { email } = await form.validateFields(['email']);
    const answer = await sendEmailCode(email);
    setSent(true);
    void message.success(answer.message ?? t('user.email.codeSent'));
  };
  const save = async ({ email, code, password }: Values) => {
    setUserInfo(await updateEmail(code, { email, password: await encryptPassword(password) }));
    form.resetFields();
    void message.success(t('user.center.saved'));
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={(values) => void save(values).catch(() => undefined)}
      style={{ maxWidth: 420 }}
      data-testid="email-form"
    >
      <Form.Item
        name="email"
        label={t('user.email.new')}
        rules={[
          { required: true, message: t('user.email.required') },
          { type: 'email', message: t('user.email.invalid') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item label={t('user.email.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('user.email.codeRequired') }]}>
            <Input maxLength={6} />
          </Form.Item>
          <Button onClick={() => void sendCode().catch(() => undefined)}>
            {t(sent ? 'user.email.resend' : 'user.email.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('user.email.password')}
        rules={[{ required: true, message: t('user.password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('user.email.submit')}
      </Button>
    </Form>
  );
}
