// /chat/visitor?siteKey=…: the public widget a company site embeds (in an iframe), so a visitor
// can talk to the agents. No login; its own small chunk.
import { Alert, Badge, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { uploadVisitorImage } from './api';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useRecent } from './use-recent';
import { useVisitorChat } from './use-visitor-chat';
import './chat.css';

const TYPING_SHOWN_MS = 4000;

function VisitorChat({ siteKey }: { siteKey: string }) {
  const { t } = useTranslation();
  const { session, failed, messages, socketState, agentTypingAt, agentsOnline, refusal, send, typing } =
    useVisitorChat(siteKey);
  const agentTyping = useRecent(agentTypingAt, TYPING_SHOWN_MS);
  if (failed) return <Alert type="error" message={t('chat.visitor.unavailable')} />;
  const title = (
    <Space>
      {session?.title || t('chat.visitor.title')}
      <Badge
        status={socketState === 'open' ? 'success' : 'processing'}
        text={t(`chat.socket.${socketState}`)}
        data-testid="chat-socket-state"
      />
      <Tag color={agentsOnline ? 'green' : 'default'} data-testid="chat-agents-presence">
        {t(agentsOnline ? 'chat.presence.agentsOnline' : 'chat.presence.agentsOffline')}
      </Tag>
    </Space>
  );
  // Nobody there: the site's offline text (or a default) says the message will be read later.
  const offline = session && !agentsOnline && (
    <Alert
      type="warning"
      message={session.offlineMessage || t('chat.presence.offlineHint')}
      style={{ marginBottom: 8 }}
      data-testid="chat-offline-message"
    />
  );
  return (
    <Card title={title} size="small">
      {session?.welcome && <Alert type="info" message={session.welcome} style={{ marginBottom: 8 }} />}
      {offline}
      <MessageList messages={messages} ownSide="visitor" />
      {agentTyping && (
        <Typography.Text type="secondary" data-testid="chat-typing">
          {t('chat.agentTyping')}
        </Typography.Text>
      )}
      {refusal && <Alert type="error" message={refusal} style={{ marginBottom: 8 }} data-testid="chat-refused" />}
      <Composer
        onSend={send}
        onTyping={typing}
        onUpload={session ? (file) => uploadVisitorImage(file, siteKey, session.visitorToken) : undefined}
        disabled={socketState !== 'open'}
      />
    </Card>
  );
}

export default function VisitorPage() {
  const { t } = useTranslation();
  const siteKey = useSearchParams()[0].get('siteKey');
  return (
    <div className="chat-visitor">
      {siteKey ? <VisitorChat siteKey={siteKey} /> : <Alert type="error" message={t('chat.visitor.noSiteKey')} />}
    </div>
  );
}
