// What a route shows instead of a blank page when its chunk, its data or its rendering fails.
import { Button, Result } from 'antd';
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
  const { title, message } = describe(error, t);
  return (
    <Result
      status="error"
      title={title}
      subTitle={message}
      extra={
        // A reload on purpose: it fetches the current build's chunks and starts the session afresh.
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
