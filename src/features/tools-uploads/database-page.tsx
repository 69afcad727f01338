// Database scripts (/tools/database): uploaded scripts are only stored. Running one is a separate
// button (database:run) behind a confirmation naming the script; the server runs it in one
// transaction and records who ran it, when and how it went, which the list shows (the last run)
// and each row's run history (every run, in a drawer loaded on its first opening).
import { lazy, Suspense, useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllowed } from '../../lib/permission';
import { runScript, type UploadedFile } from './api';
import { dateTime, FileListPage } from './file-list-page';
import { RunStatusTag } from './run-status-tag';
import { confirmDialog, errorDialog, message } from '../../lib/feedback';

const RunHistoryDrawer = lazy(() => import('./run-history-drawer'));

function LastRun({ row }: { row: UploadedFile }) {
  const { t } = useTranslation();
  if (!row.lastRunStatus) return <Typography.Text type="secondary">{t('tools.uploads.neverRun')}</Typography.Text>;
  return (
    <div data-testid="script-last-run">
      <RunStatusTag status={row.lastRunStatus} />
      <Typography.Text type="secondary">{t('tools.uploads.runBy', { user: row.lastRunBy, at: dateTime(row.lastRunAt) })}</Typography.Text>
      {row.lastRunStatus === 'failed' && (
        <Typography.Paragraph type="danger" ellipsis={{ rows: 2, tooltip: row.lastRunMessage }} style={{ margin: 0, maxWidth: 360 }}>
          {row.lastRunMessage}
        </Typography.Paragraph>
      )}
    </div>
  );
}

function RunButton({ row, reload }: { row: UploadedFile; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const confirm = () =>
    confirmDialog({
      title: t('tools.uploads.runTitle'),
      content: t('tools.uploads.runConfirm', { name: row.name }),
      okText: t('tools.uploads.run'),
      okButtonProps: { danger: true },
      cancelText: t('renderer.cancel'),
      onOk: async () => {
        try {
          const answer = await runScript(row.id);
          if (answer.success) void message.success(answer.message);
          else errorDialog({ title: t('tools.uploads.runFailed'), content: answer.message });
        } finally {
          await reload().catch(() => undefined);
        }
      },
    });
  return (
    <Button type="link" size="small" onClick={confirm}>
      {t('tools.uploads.run')}
    </Button>
  );
}

export default function DatabasePage() {
  const { t } = useTranslation();
  const mayRun = useAllowed('database:run');
  // Whoever sees the list may read the history (both need database:list).
  const [historyOf, setHistoryOf] = useState<UploadedFile | null>(null);
  return (
    <>
      <FileListPage
        path="api/database/upload"
        title="tools.uploads.databaseTitle"
        permissions={{ add: 'database:add', del: 'database:del' }}
        accept=".sql"
        hint="tools.uploads.databaseHint"
        testId="database-scripts"
        columns={[
          { dataIndex: 'uploadedBy', title: t('tools.uploads.uploadedBy'), width: 120 },
          { key: 'lastRun', title: t('tools.uploads.lastRun'), render: (_, row) => <LastRun row={row} /> },
        ]}
        rowActions={(row, reload) => (
          <>
            {mayRun && <RunButton row={row} reload={reload} />}
            <Button type="link" size="small" onClick={() => setHistoryOf(row)}>
              {t('tools.uploads.history.open')}
            </Button>
          </>
        )}
      />
      {historyOf && (
        <Suspense fallback={null}>
          <RunHistoryDrawer script={historyOf} onClose={() => setHistoryOf(null)} />
        </Suspense>
      )}
    </>
  );
}
