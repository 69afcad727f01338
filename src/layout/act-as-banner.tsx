// While the platform's operator acts as a tenant (src/stores/act-as.ts), every page of the shell
// says so, with the tenant's name, when it ends, and a button back to the operator's own session.
import { Alert, Button } from 'antd';
import { formatTime } from '../lib/date-time';
import { useTranslation } from 'react-i18next';
import { actingAs, endActingAs } from '../stores/act-as';

export default function ActAsBanner() {
  const { t } = useTranslation();
  const acting = actingAs();
  if (!acting) return null;
  return (
    <Alert
      banner
      type="warning"
      data-testid="act-as-banner"
      message={t('platform.tenant.actAsBanner', {
        name: acting.tenantName,
        until: formatTime(acting.expiresAt),
      })}
      action={
        <Button size="small" danger onClick={() => void endActingAs()}>
          {t('platform.tenant.actAsEnd')}
        </Button>
      }
    />
  );
}
