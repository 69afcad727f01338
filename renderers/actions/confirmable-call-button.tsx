// The button of a declared call (a row's "run now", a document section's "sync from users"): busy
// while the call runs, asking first when the call has a confirmation question, and reporting the
// outcome. Callers decide who may see it and what the call is.
import { Button, type ButtonProps } from 'antd';
import { KeyboardPopconfirm } from '../../src/lib/keyboard-popconfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../src/lib/feedback';

/** What an answer says went wrong (a task that ran and failed); `failure` may be empty. */
export interface CallFailure {
  failure: string;
}

interface Props extends Pick<ButtonProps, 'type' | 'size'> {
  /** i18n key of the button. */
  title: string;
  /** i18n key of a confirmation question; without it the call is made on click. */
  confirm?: string;
  /** Makes the call; resolves to a failure the answer reports, if any. A rejection is an HTTP failure the app's error UI has shown. */
  send: () => Promise<CallFailure | void>;
  /** After a call that went well. */
  onDone?: () => void;
}

/** A call's button, with its confirmation, busy state and outcome message. */
export function ConfirmableCallButton({ title, confirm, send, onDone, type, size }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const outcome = await send();
      if (!outcome) {
        void message.success(t('renderer.callDone'));
        onDone?.();
      } else
        void message.error(
          outcome.failure ? `${t('renderer.callFailed')}: ${outcome.failure}` : t('renderer.callFailed'),
        );
    } catch {
      // The app's error UI has shown the HTTP failure already.
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button type={type} size={size} loading={busy} onClick={confirm ? undefined : () => void run()}>
      {t(title)}
    </Button>
  );
  if (!confirm) return button;
  // Popconfirm keeps its OK button loading while the returned promise runs.
  return (
    <KeyboardPopconfirm title={t(confirm)} okText={t('renderer.ok')} cancelText={t('renderer.cancel')} onConfirm={run}>
      {button}
    </KeyboardPopconfirm>
  );
}
