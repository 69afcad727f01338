// A document section's button (e.g. "sync from users"): one call filled from the document, gated
// by the screen permission of its action (edit unless said), with an optional confirmation.
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCall } from '../actions/screen-calls';
import { useRenderer } from '../context';
import type { Row } from '../data-provider';
import { usePermission } from '../permissions';
import type { DocumentSchema, SectionCall } from '../screen-schema';
import { message } from '../../src/lib/feedback';

interface Props {
  screen: DocumentSchema;
  call: SectionCall;
  document: Row | undefined;
  onDone: () => void;
}

export function SectionCallButton({ screen, call, document, onDone }: Props) {
  const { t } = useTranslation();
  const { dataProvider } = useRenderer();
  const [busy, setBusy] = useState(false);
  if (!usePermission()(screen.permissions?.[call.action ?? 'edit'])) return null;
  const run = async () => {
    setBusy(true);
    try {
      await sendCall(dataProvider, call, document ?? {});
      void message.success(t('renderer.callDone'));
      onDone();
    } catch {
      // The app's error UI has shown the HTTP failure already.
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button loading={busy} onClick={call.confirm ? undefined : () => void run()}>
      {t(call.title)}
    </Button>
  );
  return call.confirm ? (
    <Popconfirm title={t(call.confirm)} okText={t('renderer.ok')} cancelText={t('renderer.cancel')} onConfirm={run}>
      {button}
    </Popconfirm>
  ) : (
    button
  );
}
