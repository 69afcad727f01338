// /customer/chat/config (menu component imchat/config): the widget's texts per language with the
// embed code, the e-mail notice, and the service agents. Hand-written: im/config is one object per
// tenant plus its own agent calls, not the list/get/create/update/remove rows a schema screen
// expects (docs/decisions.md). Without imConfig:edit everything is shown read-only, with no save,
// sync, edit or delete controls (the server refuses those calls anyway).
import { useEffect, useState } from 'react';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { useAllowed } from '../../lib/permission';
import { fetchChatConfig, type ChatConfig } from './api';
import { AgentsTable } from './config/agents-table';
import { EmailSettings } from './config/email-settings';
import { TextsForm } from './config/texts-form';

const embedCode = (siteKey: string) =>
  `<iframe src="${window.location.origin}${paths.chatVisitor}?siteKey=${siteKey}" style="width:400px;height:640px;border:0"></iframe>`;

export default function ChatConfigPage() {
  const { t } = useTranslation();
  const editable = useAllowed('imConfig:edit');
  const [config, setConfig] = useState<ChatConfig>();
  useEffect(() => void fetchChatConfig().then(setConfig), []);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('menu.customer.chatConfig')} size="small">
        <TextsForm editable={editable} />
        {config && (
          <>
            <Typography.Title level={5} style={{ marginTop: 24 }}>{t('chat.config.embed')}</Typography.Title>
            <Typography.Paragraph copyable code data-testid="chat-embed-code">{embedCode(config.siteKey)}</Typography.Paragraph>
          </>
        )}
      </Card>
      {config && <EmailSettings value={config} editable={editable} />}
      <AgentsTable editable={editable} />
    </Space>
  );
}
