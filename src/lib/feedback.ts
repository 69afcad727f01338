// Notifications and dialogs for code outside React (the API client's error UI). antd's
// notification and Modal are loaded on first use: most visits never see an error, and they
// would weigh on the first page. Their locale comes from the holder app/provider.tsx configures.
import type { ModalFuncProps } from 'antd';

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
