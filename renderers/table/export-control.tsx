import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportPanelProps } from './export-panel';
import { storedExportJob } from './export-job-store';

// The format menu and progress bar load on first use, so a list's first paint does not pay for them.
const ExportPanel = lazy(() => import('./export-panel'));

/**
 * The toolbar's export: a plain button until used (or until a reload finds this screen's export
 * still known), then the panel that starts the server's export job and follows it.
 */
export function ExportControl(props: Omit<ExportPanelProps, 'openMenu'>) {
  const { t } = useTranslation();
  const [used, setUsed] = useState<'clicked' | 'stored' | null>(() =>
    storedExportJob(props.screen.id) ? 'stored' : null,
  );
  const button = (loading: boolean) => (
    <Button loading={loading} onClick={() => setUsed('clicked')}>
      {t('renderer.export')}
    </Button>
  );
  if (!used) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <ExportPanel {...props} openMenu={used === 'clicked'} />
    </Suspense>
  );
}
