// The server's caches: the short-lived stores in the database (captchas, reset codes, websocket
// tickets, login-failure and rate-limit counters) and the in-memory SQL statistics, with their
// entry counts; clearing removes a store's expired entries (or resets the SQL statistics).
import { Button, Card, Table, Tag } from 'antd';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePolling } from '../../lib/use-polling';
import { useAllowed } from '../../lib/permission';
import { clearCache, fetchCaches, type CacheStore } from './api';
import { message } from '../../lib/feedback';

const REFRESH_MS = 10_000;

export default function CachePage() {
  const { t } = useTranslation();
  const { data, refresh } = usePolling(fetchCaches, REFRESH_MS);
  const mayClear = useAllowed('cache:del');

  async function clear(store: CacheStore) {
    const { cleared } = await clearCache(store.name);
    message.success(t('monitor.cache.cleared', { count: cleared }));
    await refresh();
  }

  return (
    <Card
      size="small"
      title={t('monitor.cache.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('monitor.refresh')}
        </Button>
      }
    >
      <Table<CacheStore>
        rowKey="name"
        loading={!data}
        dataSource={data ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: t('monitor.cache.name'), render: (_, store) => t(`monitor.cache.store.${store.name}`) },
          {
            key: 'kind',
            title: t('monitor.cache.kind'),
            render: (_, store) => <Tag>{t(`monitor.cache.kinds.${store.kind}`)}</Tag>,
          },
          { dataIndex: 'entries', title: t('monitor.cache.entries') },
          { dataIndex: 'expired', title: t('monitor.cache.expired') },
          {
            key: 'actions',
            title: t('monitor.actions'),
            render: (_, store) =>
              mayClear ? (
                <KeyboardPopconfirm
                  title={t(store.kind === 'memory' ? 'monitor.cache.confirmReset' : 'monitor.cache.confirmClear')}
                  onConfirm={() => clear(store)}
                >
                  <Button size="small" danger data-testid={`clear-${store.name}`}>
                    {t(store.kind === 'memory' ? 'monitor.cache.reset' : 'monitor.cache.clearExpired')}
                  </Button>
                </KeyboardPopconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
