// The conversations, newest activity first, each with its unread count and whether the visitor is there.
import { Badge, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Conversation } from '../../lib/chat-protocol';
import { visitorName } from './visitor-name';

interface Props {
  conversations: readonly Conversation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function ConversationList({ conversations, selectedId, onSelect }: Props) {
  const { t } = useTranslation();
  if (conversations.length === 0) return <Empty description={t('chat.noConversations')} />;
  return (
    <ul className="chat-conversations" data-testid="chat-conversations">
      {conversations.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            className={row.id === selectedId ? 'selected' : undefined}
            onClick={() => onSelect(row.id)}
            data-testid="chat-conversation"
          >
            <Badge
              status={row.visitorOnline ? 'success' : 'default'}
              title={t(row.visitorOnline ? 'chat.presence.visitorOnline' : 'chat.presence.visitorOffline')}
              data-testid="chat-visitor-presence"
              data-online={row.visitorOnline}
            />
            <span className="chat-conversation-name">{visitorName(t, row)}</span>
            {/* Beside the name, not over it as a corner badge. */}
            <Badge count={row.agentUnread} size="small" data-testid="chat-unread" />
            <span className="chat-conversation-meta">
              {row.status === 'closed' && <Tag>{t('chat.closed')}</Tag>}
              {dayjs(row.updatedAt).format('MM-DD HH:mm')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
