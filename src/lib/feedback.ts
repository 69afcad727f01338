// Notifications and dialogs for code outside React. antd's static methods ignore ConfigProvider
// (locale, theme), so app/provider.tsx binds the context-aware ones from <App> once it mounts;
// the static ones only serve before that.
import { Modal, notification } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

interface Feedback {
  notification: Pick<NotificationInstance, 'error'>;
  confirm: (props: ModalFuncProps) => unknown;
}

/** Spec §9: notifications last 5000 ms (antd counts in seconds). */
export const NOTIFICATION_SECONDS = 5;

let current: Feedback = { notification, confirm: Modal.confirm };

export function bindFeedback(feedback: Feedback): void {
  current = feedback;
}

export function notifyError(message: string): void {
  current.notification.error({ message, duration: NOTIFICATION_SECONDS });
}

export function confirmDialog(props: ModalFuncProps): void {
  current.confirm(props);
}
