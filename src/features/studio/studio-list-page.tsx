// 屏幕工作室: the tenant's screens, built-in, overridden or its own, with the version served, a
// draft waiting and who changed it last (GET api/studio/screens). Filtered in the page: a tenant
// has a few hundred screens at most. A screen's JSON file is imported from here (import-screen.tsx),
// and a new screen made with the wizard (new-screen-wizard.tsx).
import { useEffect, useMemo, useState } from 'react';
import { Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/date-time';
import { useAllowed } from '../../lib/permission';
import { fetchStudioScreens, type StudioListItem } from './api';
import { ImportScreen } from './import-screen';
import { NewScreenWizard } from './new-screen-wizard';

const ORIGIN_COLORS = { builtin: 'default', overridden: 'orange', custom: 'blue' } as const;
const STATE_COLORS = { file: 'default', draft: 'warning', published: 'green' } as const;

export default function StudioListPage() {
  const { t } = useTranslation();
  const [screens, setScreens] = useState<StudioListItem[] | null>(null);
  const [filter, setFilter] = useState('');
  const mayEdit = useAllowed('studio:edit');
  // The wizard publishes a screen and adds its menu item.
  const mayPublish = useAllowed('studio:publish');
  const mayAddMenus = useAllowed('menu:add');
  const mayCreate = mayPublish && mayAddMenus;
  useEffect(() => {
    // A failed call is reported by the API client; the table then stays empty instead of loading.
    fetchStudioScreens().then(setScreens, () => setScreens([]));
  }, []);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!screens || !needle) return screens ?? [];
    return screens.filter((item) => `${item.id} ${t(item.title)}`.toLowerCase().includes(needle));
  }, [screens, filter, t]);

  return (
    <Card size="small" title={t('studio.list.title', { count: screens?.length ?? 0 })}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('studio.list.filter')}
          placeholder={t('studio.list.filter')}
          style={{ width: 320 }}
          onChange={(event) => setFilter(event.target.value)}
        />
        {mayCreate && <NewScreenWizard />}
        {mayEdit && <ImportScreen />}
      </Space>
      <Table<StudioListItem>
        rowKey="id"
        size="small"
        loading={!screens}
        dataSource={shown}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'screen',
            title: t('studio.list.screen'),
            render: (_: unknown, item) => (
              <span>
                {t(item.title)}
                <br />
                <Typography.Text type="secondary" code>
                  {item.id}
                </Typography.Text>
              </span>
            ),
          },
          {
            key: 'origin',
            title: t('studio.list.origin'),
            render: (_: unknown, item) => (
              <Tag color={ORIGIN_COLORS[item.origin]}>{t(`studio.origin.${item.origin}`)}</Tag>
            ),
          },
          {
            key: 'state',
            title: t('studio.list.state'),
            render: (_: unknown, item) => <Tag color={STATE_COLORS[item.state]}>{t(`studio.state.${item.state}`)}</Tag>,
          },
          {
            key: 'version',
            title: t('studio.list.version'),
            render: (_: unknown, item) =>
              item.publishedVersion === null
                ? t('studio.list.fileVersion')
                : t('studio.list.versionNumber', { version: item.publishedVersion }),
          },
          {
            key: 'changed',
            title: t('studio.list.changed'),
            render: (_: unknown, item) =>
              item.latest ? `${item.latest.authorName} · ${formatDateTime(item.latest.createdAt)}` : '-',
          },
          {
            key: 'message',
            title: t('studio.list.message'),
            render: (_: unknown, item) => item.latest?.message || '-',
          },
          {
            key: 'actions',
            title: t('studio.screen.actions'),
            render: (_: unknown, item) => (
              <Link
                to={`/system/studioScreen?id=${encodeURIComponent(item.id)}`}
                aria-label={`${t('studio.screen.edit')} ${item.id}`}
              >
                {t('studio.screen.edit')}
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
