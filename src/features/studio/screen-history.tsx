// A screen's versions (author, time, message), newest first: any version can be published again
// (rollback), and two chosen versions, or one and the text in the editor, are compared side by side.
// Opened from the audit log (`diffOf`), it shows what that version changed at once.
import { useEffect, useState } from 'react';
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
  /** A version whose changes from the one before it are shown on opening. */
  diffOf?: number;
}

/** At most two versions are compared. */
const COMPARED = 2;

type Sides = { a: { text: string; label: string }; b: { text: string; label: string } };

export function ScreenHistory(props: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [diff, setDiff] = useState<'closed' | 'loading' | Sides>('closed');
  const versionLabel = (version: number) => t('studio.list.versionNumber', { version });

  /** Shows `older` (none: an empty text) beside `newer` (the editor's text when 'editor'). */
  async function showDiff(older: number | null, newer: number | 'editor') {
    setDiff('loading');
    try {
      const [a, b] = await Promise.all([
        older === null ? null : fetchStudioVersion(props.id, older),
        newer === 'editor' ? null : fetchStudioVersion(props.id, newer),
      ]);
      setDiff({
        a: a ? { text: a.text, label: versionLabel(a.version) } : { text: '', label: t('studio.screen.noEarlier') },
        b: b
          ? { text: b.text, label: versionLabel(b.version) }
          : { text: props.editorText, label: t('studio.screen.editorText') },
      });
    } catch {
      // The API client has shown why.
      setDiff('closed');
    }
  }

  function compare() {
    const [older, newer] = [...chosen].sort((x, y) => x - y);
    void showDiff(older!, newer ?? 'editor');
  }

  // Once, on opening: the versions are those of the page's first load.
  useEffect(() => {
    if (props.diffOf === undefined) return;
    const earlier = props.versions.map((item) => item.version).filter((version) => version < props.diffOf!);
    void showDiff(earlier.length > 0 ? Math.max(...earlier) : null, props.diffOf);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.diffOf]);

  return (
    <Card
      size="small"
      title={t('studio.screen.history')}
      extra={
        <Space wrap>
          <Typography.Text type="secondary">{t('studio.screen.compareHint')}</Typography.Text>
          <Button disabled={chosen.length === 0} onClick={compare}>
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
