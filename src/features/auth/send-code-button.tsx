import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** How long the user waits before asking for another code. */
const RESEND_SECONDS = 60;

/** Sends a reset code; after a successful send it counts down before it can send again. */
export function SendCodeButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    setSending(true);
    const sent = await onSend();
    setSending(false);
    if (sent) setSecondsLeft(RESEND_SECONDS);
  };

  return (
    <Button onClick={() => void send()} loading={sending} disabled={secondsLeft > 0} style={{ flex: 'none' }}>
      {secondsLeft > 0 ? t('auth.forget.resendIn', { seconds: secondsLeft }) : t('auth.forget.sendCode')}
    </Button>
  );
}
