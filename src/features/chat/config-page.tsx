// /customer/chat/config (menu component imchat/config): the widget's texts in the interface
// language with the embed code, the e-mail notice, and the service agents. Hand-written: im/config
// is one object per tenant plus its own agent calls, not the list/get/create/update/remove rows a
// schema screen expects (docs/decisions.md).
import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { fetchChatConfig, saveChatTexts, type ChatConfig } from './api';
import { AgentsTable } from './config/agents-table';
import { EmailSettings } from './config/email-settings';

type Texts = Pick<ChatConfig, 'title' | 'welcome' | 'offlineMessage'>;

const embedCode = (siteKey: string) =>
  `<iframe src="${window.location.origin}${paths.chatVisitor}?siteKey=${siteKey}" style="width:400px;height:640px;border:0"></iframe>`;

export default function ChatConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Texts>();
  const [config, setConfig] = useState<ChatConfig>();
  useEffect(() => {
    void fetchChatConfig().then((loaded) => {
      setConfig(loaded);
      form.setFieldsValue(loaded);
    });
  }, [form]);
  const save = async (texts: Texts) => {
    await saveChatTexts(texts);
    void message.success(t('chat.config.saved'));
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('menu.customer.chatConfig')} size="small">
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 640 }}>
          <Form.Item name="title" label={t('chat.config.title')} rules={[{ max: 100 }]}><Input /></Form.Item>
          <Form.Item name="welcome" label={t('chat.config.welcome')} rules={[{ max: 1000 }]}><Input.TextArea rows={3} /></Form.Item>
          <Form.Item name="offlineMessage" label={t('chat.config.offlineMessage')} rules={[{ max: 1000 }]}><Input.TextArea rows={3} /></Form.Item>
          <Button type="primary" htmlType="submit">{t('chat.config.save')}</Button>
        </Form>
        {config && (
          <>
            <Typography.Title level={5} style={{ marginTop: 24 }}>{t('chat.config.embed')}</Typography.Title>
            <Typography.Paragraph copyable code data-testid="chat-embed-code">{embedCode(config.siteKey)}</Typography.Paragraph>
          </>
        )}
      </Card>
      {config && <EmailSettings value={config} />}
      <AgentsTable />
    </Space>
  );
}
