// A screen's versions (author, time, message), newest first: any version can be published again
// (rollback), and two chosen versions, or one and the text in the editor, are compared side by side.
import { useState } from 'react';
import { Button, Card, Modal, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import { fetchStudioVersion, type StudioVersionSummary } from './api';
import { VersionDiff } from './version-diff';

interface Props {
  id: string;
  versions: StudioVersionSummary[];
  published: number | null;
  /** The text in the editor, compared with one chosen version. */
  editorText: string;
  mayPublish: boolean;
  busy: boolean;
  rollback: (version: number) => Promise<boolean>;
}

/** At most two versions are compared. */
const COMPARED = 2;

type Sides = { a: { text: string; label: string }; b: { text: string; label: string } };

export function ScreenHistory(props: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [diff, setDiff] = useState<'closed' | 'loading' | Sides>('closed');
  const versionLabel = (version: number) => t('studio.list.versionNumber', { version });

  async function compare() {
    setDiff('loading');
    try {
      const [older, newer] = await Promise.all(
        [...chosen].sort((x, y) => x - y).map((version) => fetchStudioVersion(props.id, version)),
      );
      const a = { text: older!.text, label: versionLabel(older!.version) };
      setDiff({
        a,
        b: newer
          ? { text: newer.text, label: versionLabel(newer.version) }
          : { text: props.editorText, label: t('studio.screen.editorText') },
      });
    } catch {
      // The API client has shown why.
      setDiff('closed');
    }
  }

  return (
    <Card
      size="small"
      title={t('studio.screen.history')}
      extra={
        <Space wrap>
          <Typography.Text type="secondary">{t('studio.screen.compareHint')}</Typography.Text>
          <Button disabled={chosen.length === 0} onClick={() => void compare()}>
            {chosen.length === 1 ? t('studio.screen.compareWithEditor') : t('studio.screen.compare')}
          </Button>
        </Space>
      }
    >
      <Table<StudioVersionSummary>
        rowKey="version"
        size="small"
        dataSource={props.versions}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: t('studio.screen.noVersions') }}
        rowSelection={{
          selectedRowKeys: chosen,
          hideSelectAll: true,
          onChange: (keys) => setChosen(keys.map(Number)),
          getCheckboxProps: (item) => ({
            disabled: chosen.length >= COMPARED && !chosen.includes(item.version),
            'aria-label': t('studio.screen.chooseVersion', { version: item.version }),
          }),
        }}
        columns={[
          { key: 'version', title: t('studio.list.version'), render: (_: unknown, item) => versionLabel(item.version) },
          {
            key: 'state',
            title: t('studio.list.state'),
            render: (_: unknown, item) =>
              item.version === props.published ? (
                <Tag color="green">{t('studio.screen.served')}</Tag>
              ) : (
                <Tag>{t(`studio.state.${item.state}`)}</Tag>
              ),
          },
          { key: 'author', title: t('studio.screen.author'), dataIndex: 'authorName' },
          { key: 'time', title: t('studio.screen.time'), render: (_: unknown, item) => formatDateTime(item.createdAt) },
          { key: 'message', title: t('studio.list.message'), render: (_: unknown, item) => item.message || '-' },
          {
            key: 'actions',
            title: t('studio.screen.actions'),
            render: (_: unknown, item) =>
              props.mayPublish && item.version !== props.published ? (
                <KeyboardPopconfirm
                  title={t('studio.screen.rollbackConfirm', { version: item.version })}
                  onConfirm={() => props.rollback(item.version)}
                >
                  <Button size="small" disabled={props.busy}>
                    {t('studio.screen.rollback')}
                  </Button>
                </KeyboardPopconfirm>
              ) : null,
          },
        ]}
      />
      <Modal
        open={diff !== 'closed'}
        title={t('studio.screen.compareTitle', { id: props.id })}
        width="90vw"
        footer={null}
        onCancel={() => setDiff('closed')}
        destroyOnClose
      >
        {diff === 'loading' ? <Spin /> : diff !== 'closed' && <VersionDiff a={diff.a} b={diff.b} />}
      </Modal>
    </Card>
  );
}
