// The personal centre's WeChat binding: a QR code (GET wx/getQRCodeContent) the user scans with
// WeChat. The code expires (the server says when); an expired one offers a refresh.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, QRCode, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getBindQr, type BindQr } from './api';
import { formatTime } from '../../lib/date-time';

type State =
  { kind: 'loading' } | { kind: 'ready'; qr: BindQr; expired: boolean } | { kind: 'failed'; message: string };

export function WechatBind() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    getBindQr().then(
      (qr) => setState({ kind: 'ready', qr, expired: false }),
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    );
  }, []);
  useEffect(load, [load]);

  const expiresAt = state.kind === 'ready' ? Date.parse(state.qr.expiresAt) : 0;
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = window.setTimeout(
      () => setState((current) => (current.kind === 'ready' ? { ...current, expired: true } : current)),
      Math.max(0, expiresAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  if (state.kind === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('user.wechat.unavailable')}
        description={state.message}
        data-testid="wechat-bind-error"
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={load}>
            {t('user.wechat.refresh')}
          </Button>
        }
      />
    );
  }
  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }} data-testid="wechat-bind">
      <QRCode
        value={state.kind === 'ready' ? state.qr.content : '-'}
        size={200}
        status={state.kind === 'loading' ? 'loading' : state.expired ? 'expired' : 'active'}
        onRefresh={load}
      />
      <Typography.Text type="secondary">{t('user.wechat.hint')}</Typography.Text>
      {state.kind === 'ready' && !state.expired && (
        <Typography.Text type="secondary" data-testid="wechat-bind-expiry">
          {t('user.wechat.expires', { time: formatTime(expiresAt) })}
        </Typography.Text>
      )}
    </Space>
  );
}
