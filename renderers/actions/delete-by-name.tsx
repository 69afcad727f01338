// Deletes a row that takes much with it (a tenant: its rows and files) only after the operator
// types the row's `name`; the server checks the name again (routes/tenant-removal.ts).
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../context';
import type { Row } from '../data-provider';
import { useScreenActions } from '../screen/screen-actions';

// The dialog (Modal, Input, Typography) loads when first opened: every list's row actions are in
// the CRUD screen's first load, which has a budget (bench/bundle-budget.ts).
const DeleteByNameDialog = lazy(() => import('./delete-by-name-dialog'));

export function DeleteByNameAction({ record }: { record: Row }) {
  const { t } = useTranslation();
  const { screen, removeNamed } = useScreenActions();
  const [open, setOpen] = useState(false);
  const allowed = useAllows()(screen.permissions?.del);
  if (!allowed) return null;
  const name = String(record.name ?? '');
  return (
    <>
      <Button type="link" size="small" danger onClick={() => setOpen(true)}>
        {t('renderer.delete')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeleteByNameDialog
            name={name}
            onConfirm={(typed) => removeNamed(record, typed)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
