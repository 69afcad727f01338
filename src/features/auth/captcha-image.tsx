import { useTranslation } from 'react-i18next';
import type { Captcha } from './api';

const frame = {
  width: 120,
  height: 40,
  padding: 0,
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fff',
  cursor: 'pointer',
  overflow: 'hidden',
  flex: 'none',
} as const;

/** The captcha picture as a button: a click (or Enter/Space) fetches a new one. */
export function CaptchaImage({ captcha, failed, onRefresh }: { captcha: Captcha | null; failed: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  const label = failed ? t('auth.login.captchaFailed') : t('auth.login.captchaRefresh');
  return (
    <button type="button" style={frame} onClick={onRefresh} title={label} aria-label={label}>
      {captcha && !failed ? (
        <img data-testid="captcha-img" src={captcha.img} alt="" style={{ width: '100%', height: '100%', display: 'block' }} />
      ) : (
        <span style={{ fontSize: 12, color: failed ? '#ff4d4f' : '#999' }}>{failed ? label : '…'}</span>
      )}
    </button>
  );
}
