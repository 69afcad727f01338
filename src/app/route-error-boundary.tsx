// What a route shows instead of a blank page when its chunk, its data or its rendering fails.
// Plain markup rather than antd Result, whose illustrations would weigh on every first load.
import { Button, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ApiError } from '../lib/api-error';
import { ChunkLoadError } from '../lib/lazy-view';

function describe(error: unknown, t: TFunction): { title: string; message: string } {
  if (error instanceof ChunkLoadError) {
    return { title: t('errors.chunk.title'), message: t(`errors.chunk.${error.kind}`, { view: error.view }) };
  }
  // The only API calls routes make are the guard's: user info and menus.
  if (error instanceof ApiError) return { title: t('errors.session.title'), message: error.message };
  return { title: t('errors.unexpected.title'), message: t('errors.unexpected.message') };
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { title, message } = describe(error, t);
  return (
    <section role="alert" style={{ maxWidth: 560, margin: '80px auto', padding: 24, textAlign: 'center' }}>
      <h2 style={{ color: token.colorError, fontSize: token.fontSizeHeading3, marginTop: 0 }}>{title}</h2>
      <p style={{ color: token.colorTextSecondary, marginBottom: 24 }}>{message}</p>
      {/* A reload on purpose: it fetches the current build's chunks and starts the session afresh. */}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </section>
  );
}
