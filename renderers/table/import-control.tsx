import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportDialogProps } from './import-dialog';

// The dialog (upload, report, progress) loads on first use, so a list's first paint does not pay for it.
const ImportDialog = lazy(() => import('./import-dialog'));

/** The toolbar's import: a plain button until clicked, then the dialog that runs the server's import job. */
export function ImportControl(props: Omit<ImportDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (loading: boolean) => (
    <Button loading={loading} onClick={() => setOpen(true)}>
      {t('renderer.import')}
    </Button>
  );
  if (!open) return button(false);
  return (
    <Suspense fallback={button(true)}>
      {button(false)}
      <ImportDialog {...props} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
