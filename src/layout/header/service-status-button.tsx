// 客服上线 / 客服下线 (spec §4): the cookie and the chat socket (stores/chat-socket.ts).
import { Button } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatStore } from '../../stores/chat';
import { setServiceOnline } from '../../stores/chat-socket';

export function ServiceStatusButton() {
  const { t } = useTranslation();
  const { online } = useSnapshot(chatStore);
  return (
    <Button
      data-testid="service-status"
      size="small"
      type={online ? 'default' : 'primary'}
      icon={<CustomerServiceOutlined />}
      onClick={() => setServiceOnline(!online)}
    >
      {online ? t('layout.header.goOffline') : t('layout.header.goOnline')}
    </Button>
  );
}
