// 客服上线 / 客服下线 (spec §4). The chat issue adds the connection; here only state and cookie.
import { Button } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatStore, setServiceOnline } from '../../stores/chat';

export function ServiceStatusButton() {
  const { t } = useTranslation();
  const { online } = useSnapshot(chatStore);
  return (
    <Button data-testid="service-status" size="small" type={online ? 'default' : 'primary'} icon={<CustomerServiceOutlined />} onClick={() => setServiceOnline(!online)}>
      {online ? t('layout.header.goOffline') : t('layout.header.goOnline')}
    </Button>
  );
}
