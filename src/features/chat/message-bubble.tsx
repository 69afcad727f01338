// One message: text and/or image, on the right when it is the viewer's own side.
import { Image, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ChatMessage } from '../../lib/chat-protocol';

export function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <div className={`chat-message${own ? ' chat-message-own' : ''}`} data-testid="chat-message" data-seq={message.seq}>
      <div className="chat-bubble">
        {message.text && <Typography.Text>{message.text}</Typography.Text>}
        {message.imageUrl && <Image src={message.imageUrl} width={160} alt="" />}
      </div>
      <Typography.Text type="secondary" className="chat-time">
        {dayjs(message.createdAt).format('HH:mm:ss')}
      </Typography.Text>
    </div>
  );
}
