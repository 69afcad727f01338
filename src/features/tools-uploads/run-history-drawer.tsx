// The run history of one database script (GET api/database/run/{id}): who ran it, when, on which
// registered database, how it went, how long it took and the database's error (only to whoever
// ran it; others are told it is hidden), newest first, ten to a page. Its own chunk:
// the script list loads it on the first click of a row's 历史记录 button. A failed call is shown
// by the API client's error notification; the table then keeps what it had (or its empty state).
import { useEffect, useState } from 'react';
import Drawer from 'antd/es/drawer';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { listRuns, type ScriptRun, type UploadedFile } from './api';
import { dateTime } from './file-list-page';
import { RunStatusTag } from './run-status-tag';

const PAGE_SIZE = 10;

interface Props {
  script: Pick<UploadedFile, 'id' | 'name'>;
  onClose: () => void;
}

function useRuns(scriptId: number, page: number) {
  const [runs, setRuns] = useState<{ rows: ScriptRun[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    setLoading(true);
    listRuns(scriptId, page - 1, PAGE_SIZE)
      .then((answer) => current && setRuns({ rows: answer.content, total: answer.totalElements }))
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [scriptId, page]);
  return { runs, loading };
}

export default function RunHistoryDrawer({ script, onClose }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { runs, loading } = useRuns(script.id, page);
  const columns: ColumnsType<ScriptRun> = [
    { dataIndex: 'runAt', title: t('tools.uploads.history.runAt'), width: 180, render: (at: string) => dateTime(at) },
    {
      dataIndex: 'status',
      title: t('tools.uploads.history.status'),
      width: 100,
      render: (_, run) => <RunStatusTag status={run.status} />,
    },
    { dataIndex: 'runBy', title: t('tools.uploads.history.runBy'), width: 120 },
    { dataIndex: 'target', title: t('tools.uploads.history.target'), width: 140 },
    { dataIndex: 'durationMs', title: t('tools.uploads.history.duration'), width: 110, align: 'right' },
    {
      dataIndex: 'message',
      title: t('tools.uploads.history.message'),
      render: (text: string, run) =>
        run.messageHidden ? (
          <Typography.Text type="secondary">{t('tools.uploads.messageHidden')}</Typography.Text>
        ) : (
          <Typography.Text type={run.status === 'failed' ? 'danger' : undefined}>{text}</Typography.Text>
        ),
    },
  ];
  return (
    <Drawer
      open
      size="large"
      title={t('tools.uploads.history.title', { name: script.name })}
      onClose={onClose}
      data-testid="script-run-history"
    >
      <Table<ScriptRun>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={runs?.rows ?? []}
        columns={columns}
        // Until an answer arrives (or after a failed first call) antd's own "no data".
        locale={runs ? { emptyText: t('tools.uploads.neverRun') } : undefined}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: runs?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
    </Drawer>
  );
}
