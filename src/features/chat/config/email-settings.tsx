// The e-mail notice of im/config/email: where a visitor's message goes when no agent is online.
// Read-only without imConfig:edit.
import { useEffect } from 'react';
import { App, Button, Card, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveChatEmail, type ChatConfig } from '../api';

type Email = Pick<ChatConfig, 'notifyEmail' | 'emailEnabled'>;

export function EmailSettings({ value, editable }: { value: Email; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Email>();
  useEffect(() => form.setFieldsValue(value), [form, value]);
  const enabled = Form.useWatch('emailEnabled', form);
  const save = async (email: Email) => {
    await saveChatEmail(email);
    void message.success(t('chat.config.saved'));
  };
  return (
    <Card size="small" title={t('chat.config.emailTitle')} data-testid="chat-email-settings">
      <Form form={form} layout="vertical" onFinish={save} disabled={!editable} style={{ maxWidth: 640 }}>
        <Form.Item name="emailEnabled" label={t('chat.config.emailEnabled')} valuePropName="checked" extra={t('chat.config.emailHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item
          name="notifyEmail"
          label={t('chat.config.notifyEmail')}
          rules={[{ type: 'email', message: t('chat.config.emailInvalid') }, { required: enabled === true, message: t('chat.config.emailRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        {editable && <Button type="primary" htmlType="submit">{t('chat.config.save')}</Button>}
      </Form>
    </Card>
  );
}
