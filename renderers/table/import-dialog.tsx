import { Alert, Button, Modal, Progress, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_BOM, csvLine } from '../../schemas/wire/cell-text';
import type { ImportJobView, ImportLimits, ImportProblemView } from '../../schemas/wire/import';
import { useRenderer } from '../context';
import type { ScreenSchema } from '../screen-schema';

export interface ImportDialogProps {
  screen: ScreenSchema;
  /** Rows were written: the list shows them. */
  onImported: () => void;
  onClose: () => void;
}

const POLL_MS = 500;
const MB = 1024 * 1024;
const row = { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' } as const;

/**
 * The form's fields as a CSV file with one header row, titled in the user's language: the same
 * titles the server reads back (GET api/imports/template gives the .xlsx one to API callers).
 */
function downloadTemplate(screen: ScreenSchema, t: (key: string) => string) {
  const fields = Object.entries(screen.form?.properties ?? {}).filter(([, field]) => field['x-submit'] !== false);
  const header = fields.map(([name, field]) => t(String(field.title ?? name)));
  const url = URL.createObjectURL(new Blob([CSV_BOM + csvLine(header)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${screen.id.replace(/\//g, '-')}-import.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** One import job (docs/api.md "Imports"): upload, its check followed, then the commit followed. */
function useImportJob(screen: ScreenSchema) {
  const { dataProvider } = useRenderer();
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [limits, setLimits] = useState<ImportLimits | null>(null);

  useEffect(() => {
    void dataProvider
      .custom({ method: 'GET', url: 'api/imports/limits' })
      .then((answer) => setLimits(answer as ImportLimits))
      .catch(() => undefined);
  }, [dataProvider]);

  const running = job?.status === 'checking' || job?.status === 'committing';
  useEffect(() => {
    if (!job || !running) return;
    const timer = setTimeout(() => {
      void dataProvider
        .custom({ method: 'GET', url: `api/imports/${job.id}` })
        .then((next) => setJob(next as ImportJobView))
        .catch(() => setJob({ ...job }));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [dataProvider, job, running]);

  const upload = (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    setJob(null);
    return dataProvider
      .custom({ method: 'POST', url: `api/imports?screen=${encodeURIComponent(screen.id)}`, payload: form })
      .then((started) => setJob(started as ImportJobView))
      .catch(() => undefined);
  };

  const commit = () =>
    job &&
    dataProvider
      .custom({ method: 'POST', url: `api/imports/${job.id}/commit` })
      .then((next) => setJob(next as ImportJobView))
      .catch(() => undefined);

  return { job, limits, running, upload, commit };
}

export default function ImportDialog({ screen, onImported, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const { job, limits, running, upload, commit } = useImportJob(screen);
  const [tooLarge, setTooLarge] = useState(false);
  const done = job?.status === 'done';
  useEffect(() => {
    if (done) onImported();
  }, [done, onImported]);
  const percent =
    job && job.rowsTotal > 0 ? Math.min(100, Math.floor((job.rowsDone / job.rowsTotal) * 100)) : undefined;

  return (
    <Modal
      open
      title={t('renderer.importTitle')}
      onCancel={onClose}
      maskClosable={!running}
      width={720}
      footer={
        job?.status === 'checked' && job.problemCount === 0 ? (
          <Button type="primary" onClick={() => void commit()}>
            {t('renderer.importCommit', { rows: job.rowsTotal })}
          </Button>
        ) : null
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {limits && (
          <Typography.Text type="secondary">
            {t('renderer.importLimits', { rows: limits.rows, mb: limits.bytes / MB })}
          </Typography.Text>
        )}
        <div style={row}>
          <Button onClick={() => downloadTemplate(screen, t)}>{t('renderer.importTemplate')}</Button>
          <Upload
            accept=".csv,.xlsx"
            showUploadList={false}
            disabled={running}
            beforeUpload={(file) => {
              const large = !!limits && file.size > limits.bytes;
              setTooLarge(large);
              if (!large) void upload(file);
              return false;
            }}
          >
            <Button type="primary" disabled={running}>
              {t('renderer.importChoose')}
            </Button>
          </Upload>
        </div>
        {tooLarge && limits && (
          <Alert type="error" showIcon message={t('renderer.importTooLarge', { mb: limits.bytes / MB })} />
        )}
        {job && running && (
          <div style={row} role="status" aria-label={t('renderer.importRunning')}>
            <Progress percent={percent ?? 0} size="small" style={{ width: 160, margin: 0 }} />
            <Typography.Text type="secondary">
              {job.status === 'checking'
                ? t('renderer.importChecking', { done: job.rowsDone })
                : t('renderer.importWriting', { done: job.rowsDone, total: job.rowsTotal })}
            </Typography.Text>
          </div>
        )}
        {job?.status === 'checked' && job.problemCount === 0 && (
          <Alert type="success" showIcon message={t('renderer.importClean', { rows: job.rowsTotal })} />
        )}
        {job && job.problemCount > 0 && job.status !== 'committing' && (
          <>
            <Alert
              type="error"
              showIcon
              message={t('renderer.importProblems', { count: job.problemCount, rows: job.rowsTotal })}
            />
            <Table<ImportProblemView>
              size="small"
              rowKey={(problem) => `${problem.row}-${problem.field}`}
              dataSource={job.problems}
              pagination={job.problems.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('renderer.importRow'), width: 80 },
                { key: 'column', dataIndex: 'column', title: t('renderer.importField'), width: 160 },
                { key: 'message', dataIndex: 'message', title: t('renderer.importMessage') },
              ]}
            />
          </>
        )}
        {done && <Alert type="success" showIcon message={t('renderer.importDone', { rows: job.rowsDone })} />}
        {job?.status === 'failed' && <Alert type="error" showIcon message={job.message} />}
        {job && job.ignoredColumns.length > 0 && (
          <Typography.Text type="secondary">
            {t('renderer.importIgnored', { columns: job.ignoredColumns.join(', ') })}
          </Typography.Text>
        )}
      </div>
    </Modal>
  );
}
