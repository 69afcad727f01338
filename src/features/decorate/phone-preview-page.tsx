// /diy/page/phone?siteKey=&lang=&type=&pageId= — public: the published page on a simulated small
// screen (or a desktop-width one for PC pages), drawn by the same block renderers as the canvas.
import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { diyApi } from './api';
import { ForVisitors } from './blocks/placeholder';
import type { BlockData } from './blocks/types';
import type { Device, PageDocument } from './document';
import { deviceWidth, PageView } from './page-view';

type Loaded =
  | { state: 'loading' }
  | { state: 'unnamed' }
  | { state: 'missing' }
  | { state: 'ready'; document: PageDocument; data: BlockData };

export default function PhonePreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [page, setPage] = useState<Loaded>({ state: 'loading' });
  const device: Device = params.get('type') === 'pc' ? 'pc' : 'mobile';
  const query = {
    siteKey: params.get('siteKey') ?? '',
    lang: params.get('lang') ?? 'zh_CN',
    type: device,
    pageId: params.get('pageId') ?? 'home',
  };
  const key = new URLSearchParams(query).toString();

  useEffect(() => {
    // Without a site there is no page to ask for: say how to name one, not "not published".
    if (!query.siteKey) return setPage({ state: 'unnamed' });
    let live = true;
    setPage({ state: 'loading' });
    diyApi.publicPage(query).then(
      ({ document, data }) => live && setPage({ state: 'ready', document, data }),
      () => live && setPage({ state: 'missing' }),
    );
    return () => {
      live = false;
    };
    // `key` stands for the query object, which is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <section
      aria-label={t('diy.phone.title')}
      data-testid="phone-screen"
      style={{
        width: deviceWidth[device],
        minHeight: 667,
        margin: '32px auto',
        border: '12px solid #222',
        borderRadius: device === 'mobile' ? 36 : 8,
        background: '#fff',
        overflow: 'hidden',
      }}
    >
      {page.state === 'loading' && <Spin style={{ display: 'block', paddingTop: 200 }} />}
      {page.state === 'unnamed' && (
        <Alert
          type="warning"
          showIcon
          message={t('decorate.previewUnnamed')}
          style={{ margin: 16 }}
          data-testid="preview-unnamed"
        />
      )}
      {page.state === 'missing' && (
        <Alert type="info" showIcon message={t('decorate.previewMissing')} style={{ margin: 16 }} />
      )}
      {page.state === 'ready' && (
        <ForVisitors.Provider value>
          <PageView blocks={page.document.blocks} data={page.data} device={device} />
        </ForVisitors.Provider>
      )}
    </section>
  );
}
