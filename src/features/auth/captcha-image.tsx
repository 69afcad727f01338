import { useTranslation } from 'react-i18next';
import { captchaUrl, type Captcha } from './api';

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

// Not display: block, which would override `hidden`; aligned to the top, it leaves no gap under it.
const picture = { width: '100%', height: '100%', verticalAlign: 'top' } as const;

/**
 * The captcha picture as a button: a click (or Enter/Space) fetches a new one. While none has come,
 * a hidden picture waits with the placeholder: in the page index.html shows before the app has
 * loaded, its early captcha fills it (scripts/build/route-scripts.ts).
 */
export function CaptchaImage({
  captcha,
  failed,
  onRefresh,
}: {
  captcha: Captcha | null;
  failed: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const label = failed ? t('auth.login.captchaFailed') : t('auth.login.captchaRefresh');
  return (
    <button type="button" style={frame} onClick={onRefresh} title={label} aria-label={label}>
      {captcha && !failed ? (
        <img data-testid="captcha-img" src={captcha.img} alt="" style={picture} />
      ) : failed ? (
        <span style={{ fontSize: 12, color: '#ff4d4f' }}>{label}</span>
      ) : (
        <>
          <img data-early-src={`${captchaUrl} img`} hidden alt="" style={picture} />
          <span data-early-placeholder={captchaUrl} style={{ fontSize: 12, color: '#999' }}>
            …
          </span>
        </>
      )}
    </button>
  );
}
