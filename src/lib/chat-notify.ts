// The "new message" notification (spec §4). antd's notification loads on first use, as in
// feedback.ts: most sessions never show one.
import { NOTIFICATION_SECONDS } from './feedback';

const KEY = 'chat-new-message';

export async function notifyNewMessage(message: string, onOpen: () => void): Promise<void> {
  const { default: notification } = await import('antd/es/notification');
  // One notification however many messages arrive; a click opens the chat and dismisses it.
  notification.info({
    key: KEY,
    message,
    duration: NOTIFICATION_SECONDS,
    className: 'chat-new-message',
    style: { cursor: 'pointer' },
    onClick: () => {
      notification.destroy(KEY);
      onOpen();
    },
  });
}
