// Opens a tenant's back-office through the platform's audited "act as" (the tenants screen):
// after a confirmation, POST api/tenant/actAs/{id} answers a session of the tenant, which this tab
// switches to (src/stores/act-as.ts). The server writes the start to the tenant's log.
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../src/lib/feedback';
import { useAllows } from '../context';
import type { Row } from '../data-provider';

export const ACT_AS_PERMISSION = 'tenant:actAs';

export function ActAsAction({ record }: { record: Row }) {
  const { t } = useTranslation();
  const allowed = useAllows()(ACT_AS_PERMISSION);
  if (!allowed) return null;
  const open = () =>
    void confirmDialog({
      title: t('platform.tenant.actAs'),
      content: t('platform.tenant.actAsConfirm', { name: String(record.name ?? '') }),
      okText: t('renderer.ok'),
      cancelText: t('renderer.cancel'),
      // Loaded on use: the renderers' registries are also read outside the browser (the meta-schema).
      onOk: async () => (await import('../../src/stores/act-as')).actAsTenant(String(record.id)),
    });
  return (
    <Button type="link" size="small" onClick={open}>
      {t('platform.tenant.actAs')}
    </Button>
  );
}
