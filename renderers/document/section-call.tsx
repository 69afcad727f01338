// A document section's button (e.g. "sync from users"): one call filled from the document, gated
// by the screen permission of its action (edit unless said), with an optional confirmation.
import { ConfirmableCallButton } from '../actions/confirmable-call-button';
import { sendCall } from '../actions/screen-calls';
import { useAllows, useRenderer } from '../context';
import type { Row } from '../data-provider';
import type { DocumentSchema, SectionCall } from '../screen-schema';

interface Props {
  screen: DocumentSchema;
  call: SectionCall;
  document: Row | undefined;
  onDone: () => void;
}

export function SectionCallButton({ screen, call, document, onDone }: Props) {
  const { dataProvider } = useRenderer();
  if (!useAllows()(screen.permissions?.[call.action ?? 'edit'])) return null;
  const send = async () => {
    await sendCall(dataProvider, call, document ?? {});
  };
  return <ConfirmableCallButton title={call.title} confirm={call.confirm} send={send} onDone={onDone} />;
}
