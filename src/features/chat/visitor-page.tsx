// /chat/visitor?siteKey=…[&language=en]: the public widget a company site embeds (in an iframe),
// so a visitor can talk to the agents, in the embed's language or the visitor's browser's
// (visitor-language.ts). No login; its own small chunk.
import { Alert, Badge, Card, Space, Tag, Typography } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fixedLanguageTexts, type UiLanguage } from '../../lib/i18n';
import { uploadVisitorImage } from './api';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useRecent } from './use-recent';
import { useVisitorChat } from './use-visitor-chat';
import { visitorLanguage } from './visitor-language';
import './chat.css';

const TYPING_SHOWN_MS = 4000;

function VisitorChat({ siteKey, language }: { siteKey: string; language: UiLanguage }) {
  const { t } = useTranslation();
  const { session, failed, messages, socketState, agentTypingAt, agentsOnline, refusal, send, typing } = useVisitorChat(
    siteKey,
    language,
  );
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

function VisitorWidget({ siteKey, language }: { siteKey: string | null; language: UiLanguage }) {
  const { t } = useTranslation();
  return siteKey ? (
    <VisitorChat siteKey={siteKey} language={language} />
  ) : (
    <Alert type="error" message={t('chat.visitor.noSiteKey')} />
  );
}

export default function VisitorPage() {
  const [params] = useSearchParams();
  const language = visitorLanguage(params.get('language'), navigator.languages);
  const [texts, setTexts] = useState<I18n>();
  useEffect(() => {
    let current = true;
    void fixedLanguageTexts(language).then((loaded) => current && setTexts(loaded));
    return () => {
      current = false;
    };
  }, [language]);
  return (
    <div className="chat-visitor" lang={language.replace('_', '-')}>
      {texts && (
        <I18nextProvider i18n={texts}>
          <VisitorWidget siteKey={params.get('siteKey')} language={language} />
        </I18nextProvider>
      )}
    </div>
  );
}
