// The open conversation's visitor: who, since when, which agent answers, whether it is closed.
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../lib/chat-protocol';
import { visitorName } from './visitor-name';
import { formatDateTime } from '../../lib/date-time';

export function VisitorDetails({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      data-testid="chat-visitor-details"
      items={[
        { key: 'name', label: t('chat.details.name'), children: visitorName(t, conversation) },
        { key: 'visitorId', label: t('chat.details.visitorId'), children: conversation.visitorId },
        {
          key: 'online',
          label: t('chat.details.presence'),
          children: t(conversation.visitorOnline ? 'chat.presence.visitorOnline' : 'chat.presence.visitorOffline'),
        },
        {
          key: 'status',
          label: t('chat.details.status'),
          children: t(conversation.status === 'open' ? 'chat.open' : 'chat.closed'),
        },
        { key: 'agent', label: t('chat.details.agent'), children: conversation.agentName ?? '-' },
        { key: 'read', label: t('chat.details.visitorUnread'), children: conversation.visitorUnread },
        { key: 'created', label: t('chat.details.createdAt'), children: formatDateTime(conversation.createdAt) },
        { key: 'updated', label: t('chat.details.updatedAt'), children: formatDateTime(conversation.updatedAt) },
      ]}
    />
  );
}
