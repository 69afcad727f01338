// /customer/chat/imchat (menu component imchat/index): the agent's live chat — conversations,
// the open one's messages and composer, and its visitor's details.
import { Badge, Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import { CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatStore } from '../../stores/chat';
import { setServiceOnline } from '../../stores/chat-socket';
import { uploadChatImage } from './api';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { MessageList } from './message-list';
import { useAgentChat } from './use-agent-chat';
import { useRecent } from './use-recent';
import { VisitorDetails } from './visitor-details';
import { visitorName } from './visitor-name';
import './chat.css';

const TYPING_SHOWN_MS = 4000;
const socketBadge = { open: 'success', connecting: 'processing', closed: 'default' } as const;

export default function ChatPage() {
  const { t } = useTranslation();
  const { socket, online } = useSnapshot(chatStore);
  const { state, select, loadOlder, send, typing, close } = useAgentChat();
  const selected = state.conversations.find((row) => row.id === state.selectedId);
  const visitorTyping = useRecent(selected ? state.typingAt[selected.id] : undefined, TYPING_SHOWN_MS);
  const quickReplies = t('chat.quickReplyTexts', { returnObjects: true }) as string[];

  const status = (
    <Space>
      <Badge status={socketBadge[socket]} text={t(`chat.socket.${socket}`)} data-testid="chat-socket-state" />
      {!online && (
        <Button size="small" type="primary" onClick={() => setServiceOnline(true)}>
          {t('layout.header.goOnline')}
        </Button>
      )}
    </Space>
  );

  return (
    <Row gutter={[16, 16]} className="chat-page">
      <Col xs={24} md={6}>
        <Card title={t('chat.conversations')} extra={status} size="small" styles={{ body: { padding: 0 } }}>
          <ConversationList conversations={state.conversations} selectedId={state.selectedId} onSelect={select} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        {selected ? (
          <Card
            size="small"
            title={
              <Space>
                {visitorName(t, selected)}
                {visitorTyping && (
                  <Typography.Text type="secondary" data-testid="chat-typing">
                    {t('chat.typing')}
                  </Typography.Text>
                )}
              </Space>
            }
            extra={
              selected.status === 'open' && (
                <KeyboardPopconfirm title={t('chat.closeConfirm')} onConfirm={close}>
                  <Button size="small" danger icon={<CloseCircleOutlined />}>
                    {t('chat.close')}
                  </Button>
                </KeyboardPopconfirm>
              )
            }
          >
            <MessageList
              messages={state.messages[selected.id] ?? []}
              ownSide="agent"
              hasOlder={state.hasOlder[selected.id]}
              onLoadOlder={loadOlder}
            />
            <Composer
              onSend={send}
              onTyping={typing}
              onUpload={uploadChatImage}
              quickReplies={quickReplies}
              disabled={socket !== 'open' || selected.status !== 'open'}
            />
          </Card>
        ) : (
          <Card size="small">
            <Empty description={t('chat.pickConversation')} />
          </Card>
        )}
      </Col>
      <Col xs={24} md={6}>
        <Card size="small" title={t('chat.details.title')}>
          {selected ? <VisitorDetails conversation={selected} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        </Card>
      </Col>
    </Row>
  );
}
