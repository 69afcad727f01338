import { Button, Dropdown, Progress, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportableColumns } from '../../schemas/wire/cell-text';
import type { ExportFormat, ExportJobView } from '../../schemas/wire/export';
import { useRenderer } from '../context';
import type { Filter, Sorter } from '../data-provider';
import type { ScreenSchema } from '../screen-schema';
import { storedExportJob, storeExportJob } from './export-job-store';

export interface ExportPanelProps {
  screen: ScreenSchema;
  query: { filters: Filter[]; sorters: Sorter[] };
  /** Keys of the columns the user hid: the export leaves them out, as the table does. */
  hidden: Set<string>;
  /** Open the format menu at once (the user just clicked Export). */
  openMenu: boolean;
}

const POLL_MS = 1000;
const progressStyle = { display: 'flex', alignItems: 'center', gap: 8 } as const;

/**
 * This screen's export job: started on the server (docs/api.md "Exports") with the list's filters,
 * sort and shown columns, followed every second with rows done of total, and its file offered
 * when done. A
 * failed start is shown by the API client; a failed job shows the server's message.
 */
function useExportJob(screen: ScreenSchema) {
  const { dataProvider } = useRenderer();
  const [job, setJob] = useState<ExportJobView | null>(null);
  const [jobId, setJobId] = useState(() => storedExportJob(screen.id));

  const follow = useCallback(
    (next: ExportJobView | null) => {
      setJob(next);
      setJobId(next?.id);
      storeExportJob(screen.id, next?.id);
    },
    [screen.id],
  );

  useEffect(() => {
    if (!jobId || job?.status === 'done' || job?.status === 'failed') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    // The caller's jobs, not the job itself: one the server no longer has is forgotten quietly.
    const poll = async () => {
      const { content } = (await dataProvider.custom({ method: 'GET', url: 'api/exports' })) as {
        content: ExportJobView[];
      };
      if (!alive) return;
      const next = content.find((item) => item.id === jobId);
      if (!next) return follow(null);
      setJob(next);
      if (next.status === 'running') timer = setTimeout(() => void poll().catch(retry), POLL_MS);
    };
    const retry = () => {
      if (alive) timer = setTimeout(() => void poll().catch(retry), POLL_MS);
    };
    void poll().catch(retry);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [dataProvider, jobId, job?.status, follow]);

  const start = (format: ExportFormat, query: ExportPanelProps['query'], columns: string[]) =>
    dataProvider
      .custom({
        method: 'POST',
        url: 'api/exports',
        payload: { screen: screen.id, format, query: dataProvider.listParams(query), columns },
      })
      .then((started) => follow(started as ExportJobView))
      .catch(() => undefined);

  /** The file was taken: a reload no longer offers it (the link stays until then). */
  const downloaded = () => storeExportJob(screen.id, undefined);

  return { job, start, downloaded };
}

export default function ExportPanel({ screen, query, hidden, openMenu }: ExportPanelProps) {
  const { t } = useTranslation();
  const { job, start, downloaded } = useExportJob(screen);
  const [menuOpen, setMenuOpen] = useState(openMenu);
  const columns = exportableColumns(screen.columns, hidden).map((column) => column.key);
  const running = job?.status === 'running';
  const percent = job && job.rowsTotal > 0 ? Math.min(100, Math.floor((job.rowsDone / job.rowsTotal) * 100)) : 0;

  return (
    <div style={progressStyle} className="export-panel">
      <Dropdown
        trigger={['click']}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        disabled={running}
        menu={{
          items: [
            { key: 'csv', label: t('renderer.exportCsv') },
            { key: 'xlsx', label: t('renderer.exportXlsx') },
          ],
          onClick: ({ key }) => {
            setMenuOpen(false);
            void start(key as ExportFormat, query, columns);
          },
        }}
      >
        <Button loading={running}>{t('renderer.export')}</Button>
      </Dropdown>
      {running && (
        <div style={progressStyle} role="status" aria-label={t('renderer.exportRunning')}>
          <Progress percent={percent} size="small" style={{ width: 120, margin: 0 }} />
          <Typography.Text type="secondary">
            {job.rowsTotal < 0
              ? t('renderer.exportStarting')
              : t('renderer.exportRows', { done: job.rowsDone, total: job.rowsTotal })}
          </Typography.Text>
        </div>
      )}
      {job?.status === 'done' && job.download && (
        <Button type="link" href={job.download} download={job.fileName} onClick={downloaded}>
          {t('renderer.exportDownload', { name: job.fileName, rows: job.rowsDone })}
        </Button>
      )}
      {job?.status === 'failed' && (
        <Typography.Text type="danger" role="alert">
          {job.message ?? t('renderer.exportFailed')}
        </Typography.Text>
      )}
    </div>
  );
}
