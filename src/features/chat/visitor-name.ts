// Visitors need not give a name (the widget asks for none): they are shown by their number then.
import type { TFunction } from 'i18next';
import type { Conversation } from '../../lib/chat-protocol';

export const visitorName = (t: TFunction, conversation: Pick<Conversation, 'visitorName' | 'visitorId'>): string =>
  conversation.visitorName || t('chat.visitorFallback', { id: conversation.visitorId });
