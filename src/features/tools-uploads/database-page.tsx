// Database scripts (/tools/database): uploaded scripts are only stored. Running one is a separate
// button (database:run) behind a confirmation naming the script and the registered database
// (数据库连接, /tools/databaseTarget) it runs on; the server runs it there in one transaction and
// records who ran it, when and how it went, which the list shows (the last run) and each row's
// run history (every run, in a drawer loaded on its first opening). A run's error text is shown
// only to whoever ran it; others see that it failed. Without a registered database the page says
// so and offers to register one.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../lib/navigation';
import { useAllowed } from '../../lib/permission';
import { listTargets, runScript, type DatabaseTarget, type UploadedFile } from './api';
import { dateTime, FileListPage } from './file-list-page';
import { RunStatusTag } from './run-status-tag';
import { confirmDialog, errorDialog, message } from '../../lib/feedback';

const RunHistoryDrawer = lazy(() => import('./run-history-drawer'));
const TARGETS_PATH = '/tools/databaseTarget';

function LastRun({ row }: { row: UploadedFile }) {
  const { t } = useTranslation();
  if (!row.lastRunStatus) return <Typography.Text type="secondary">{t('tools.uploads.neverRun')}</Typography.Text>;
  return (
    <div data-testid="script-last-run">
      <RunStatusTag status={row.lastRunStatus} />
      <Typography.Text type="secondary">
        {t('tools.uploads.runBy', { user: row.lastRunBy, at: dateTime(row.lastRunAt) })}
      </Typography.Text>
      {row.lastRunMessageHidden && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('tools.uploads.messageHidden')}
        </Typography.Paragraph>
      )}
      {row.lastRunStatus === 'failed' && row.lastRunMessage && (
        <Typography.Paragraph
          type="danger"
          ellipsis={{ rows: 2, tooltip: row.lastRunMessage }}
          style={{ margin: 0, maxWidth: 360 }}
        >
          {row.lastRunMessage}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** The confirmation's body: which database to run on (the first by default), named in the question. */
function RunConfirmation({
  name,
  targets,
  onPick,
}: {
  name: string;
  targets: DatabaseTarget[];
  onPick: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(targets[0]!);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={t('tools.uploads.runTarget')}
        data-testid="script-run-target"
        value={picked.id}
        style={{ width: '100%' }}
        options={targets.map((target) => ({
          value: target.id,
          label: `${target.name} (${target.host}:${target.port}/${target.database})`,
        }))}
        onChange={(id: number) => {
          setPicked(targets.find((target) => target.id === id)!);
          onPick(id);
        }}
      />
      <Typography.Text>{t('tools.uploads.runConfirm', { name, target: picked.name })}</Typography.Text>
    </Space>
  );
}

function RunButton({
  row,
  targets,
  reload,
}: {
  row: UploadedFile;
  targets: DatabaseTarget[];
  reload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const confirm = () => {
    let targetId = targets[0]!.id;
    return confirmDialog({
      title: t('tools.uploads.runTitle'),
      content: <RunConfirmation name={row.name} targets={targets} onPick={(id) => (targetId = id)} />,
      okText: t('tools.uploads.run'),
      okButtonProps: { danger: true },
      cancelText: t('renderer.cancel'),
      onOk: async () => {
        try {
          const answer = await runScript(row.id, targetId);
          if (answer.success) void message.success(answer.message);
          else errorDialog({ title: t('tools.uploads.runFailed'), content: answer.message });
        } finally {
          await reload().catch(() => undefined);
        }
      },
    });
  };
  return (
    <Button type="link" size="small" disabled={targets.length === 0} onClick={() => void confirm()}>
      {t('tools.uploads.run')}
    </Button>
  );
}

/** The registered databases, for whoever may run scripts (null until known). */
function useTargets(enabled: boolean): DatabaseTarget[] | null {
  const [targets, setTargets] = useState<DatabaseTarget[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    listTargets()
      .then((answer) => current && setTargets(answer.content))
      .catch(() => current && setTargets([]));
    return () => {
      current = false;
    };
  }, [enabled]);
  return targets;
}

function NoTargets() {
  const { t } = useTranslation();
  const mayRegister = useAllowed('databaseTarget:add');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="database-no-targets"
      style={{ marginBottom: 16 }}
      message={t('tools.uploads.noTargets')}
      action={
        mayRegister && (
          <Button size="small" type="primary" onClick={() => navigateTo(TARGETS_PATH)}>
            {t('tools.uploads.registerTarget')}
          </Button>
        )
      }
    />
  );
}

export default function DatabasePage() {
  const { t } = useTranslation();
  const mayRun = useAllowed('database:run');
  const targets = useTargets(mayRun);
  // Whoever sees the list may read the history (both need database:list).
  const [historyOf, setHistoryOf] = useState<UploadedFile | null>(null);
  return (
    <>
      {targets?.length === 0 && <NoTargets />}
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
            {mayRun && targets && <RunButton row={row} targets={targets} reload={reload} />}
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
