// The messages of a conversation, oldest first, kept scrolled to the newest; older pages load
// on demand.
import { useEffect, useRef } from 'react';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../lib/chat-protocol';
import { MessageBubble } from './message-bubble';

interface Props {
  messages: readonly ChatMessage[];
  ownSide: ChatMessage['sender'];
  hasOlder?: boolean;
  onLoadOlder?: () => void;
}

export function MessageList({ messages, ownSide, hasOlder, onLoadOlder }: Props) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // A block body: the effect must return nothing but a cleanup. Current Chromium's scrollIntoView
  // returns a Promise, which React would keep and later call as the cleanup ("is not a function").
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  return (
    <div className="chat-messages" data-testid="chat-messages">
      {hasOlder && onLoadOlder && (
        <Button type="link" block onClick={onLoadOlder} data-testid="chat-load-older">
          {t('chat.loadOlder')}
        </Button>
      )}
      {messages.length === 0 && <Empty description={t('chat.noMessages')} />}
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} own={message.sender === ownSide} />
      ))}
      <div ref={end} />
    </div>
  );
}
