// Asks before leaving the editor with unsaved changes: in-app navigation through the router's
// blocker, closing or reloading the tab through the browser's own prompt.
import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('decorate.leaveTitle')}
      okText={t('decorate.leave')}
      cancelText={t('decorate.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('decorate.leaveConfirm')}
    </Modal>
  );
}
