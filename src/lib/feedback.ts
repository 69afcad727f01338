// Messages, notifications and dialogs, for components and for code outside React alike. antd's
// message, notification and Modal load on first use: most visits show none, and with antd's App
// (App.useApp) they weighed ~13 KB gzip on every page (docs/performance.md). Their locale and
// theme come from the holder app/provider.tsx configures.
import { isValidElement, type ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';
import type { ArgsProps as MessageProps } from 'antd/es/message/interface';

/** Spec §9: notifications last 5000 ms (antd counts in seconds). */
export const NOTIFICATION_SECONDS = 5;

export async function notifyError(message: string): Promise<void> {
  const { default: notification } = await import('antd/es/notification');
  notification.error({ message, duration: NOTIFICATION_SECONDS });
}

export async function confirmDialog(props: ModalFuncProps): Promise<void> {
  const { default: Modal } = await import('antd/es/modal');
  Modal.confirm(props);
}

export async function errorDialog(props: ModalFuncProps): Promise<void> {
  const { default: Modal } = await import('antd/es/modal');
  Modal.error(props);
}

type MessageType = NonNullable<MessageProps['type']>;
/** A text, or antd's message options (a `key` replaces the message shown under the same key). */
type MessageContent = ReactNode | Omit<MessageProps, 'type'>;

const isOptions = (content: MessageContent): content is Omit<MessageProps, 'type'> =>
  typeof content === 'object' && content !== null && !isValidElement(content) && 'content' in content;

let lastKey = 0;
/** One promise for every message, so messages open and close in the order they were asked for. */
let antdMessage: Promise<typeof import('antd/es/message').default> | undefined;
const loadMessage = () => (antdMessage ??= import('antd/es/message').then((module) => module.default));

/** Shows a message; the function it returns closes it, whether or not antd has loaded yet. */
function showMessage(type: MessageType, content: MessageContent): () => void {
  const options = isOptions(content) ? content : { content };
  const key = options.key ?? `feedback-${++lastKey}`;
  let closed = false;
  void loadMessage().then((message) => {
    if (!closed) void message.open({ ...options, type, key });
  });
  return () => {
    closed = true;
    void loadMessage().then((message) => message.destroy(key));
  };
}

/** antd's message API, loaded on first use. */
export const message = {
  success: (content: MessageContent) => showMessage('success', content),
  info: (content: MessageContent) => showMessage('info', content),
  warning: (content: MessageContent) => showMessage('warning', content),
  error: (content: MessageContent) => showMessage('error', content),
  loading: (content: MessageContent) => showMessage('loading', content),
};
