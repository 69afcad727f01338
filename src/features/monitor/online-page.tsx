// Online users: the tenant's live login sessions; force-logout revokes a session, so its next
// call answers 401 (and its chat socket closes). The caller's own session is marked, not offered.
import { Button, Card, Table, Tag, Typography } from 'antd';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePolling } from '../../lib/use-polling';
import { useAllowed } from '../../lib/permission';
import { fetchOnline, forceLogout, type OnlineSession } from './api';
import { message } from '../../lib/feedback';
import { formatDateTime } from '../../lib/date-time';

const REFRESH_MS = 10_000;

export default function OnlinePage() {
  const { t } = useTranslation();
  const { data, refresh } = usePolling(fetchOnline, REFRESH_MS);
  const mayLogout = useAllowed('online:del');

  async function kick(row: OnlineSession) {
    const { revoked } = await forceLogout([row.id]);
    message.success(t('monitor.online.loggedOut', { count: revoked.length }));
    await refresh();
  }

  return (
    <Card
      size="small"
      title={t('monitor.online.title', { count: data?.length ?? 0 })}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('monitor.refresh')}
        </Button>
      }
    >
      <Table<OnlineSession>
        rowKey="id"
        size="small"
        loading={!data}
        dataSource={data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          {
            dataIndex: 'username',
            title: t('monitor.online.username'),
            render: (username: string, row) => (
              <span>
                {username} {row.current ? <Tag color="blue">{t('monitor.online.current')}</Tag> : null}
              </span>
            ),
          },
          { dataIndex: 'nickName', title: t('monitor.online.nickName') },
          { dataIndex: 'dept', title: t('monitor.online.dept') },
          { dataIndex: 'ip', title: 'IP' },
          {
            dataIndex: 'userAgent',
            title: t('monitor.online.browser'),
            render: (agent: string) => (
              <Typography.Text ellipsis={{ tooltip: agent }} style={{ maxWidth: 240 }}>
                {agent}
              </Typography.Text>
            ),
          },
          {
            dataIndex: 'loginAt',
            title: t('monitor.online.loginAt'),
            render: (at: string) => formatDateTime(at),
          },
          {
            dataIndex: 'lastSeenAt',
            title: t('monitor.online.lastSeenAt'),
            render: (at: string) => formatDateTime(at),
          },
          {
            key: 'actions',
            title: t('monitor.actions'),
            render: (_, row) =>
              mayLogout && !row.current ? (
                <KeyboardPopconfirm
                  title={t('monitor.online.confirm', { name: row.username })}
                  onConfirm={() => kick(row)}
                >
                  <Button size="small" danger data-testid={`kick-${row.id}`}>
                    {t('monitor.online.forceLogout')}
                  </Button>
                </KeyboardPopconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
