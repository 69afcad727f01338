// The chat bell: a 'new' badge while a message is unread; a click opens the chat and clears it.
import { Badge, Tooltip } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatStore, openChat } from '../../stores/chat';
import { HeaderTool } from './header-tool';

export function ChatBell() {
  const { t } = useTranslation();
  const { unread } = useSnapshot(chatStore);
  return (
    <Tooltip title={t('layout.header.chat')}>
      <HeaderTool aria-label={t('layout.header.chat')} data-testid="chat-bell" onClick={openChat}>
        <Badge count={unread ? 'new' : 0} size="small">
          <MessageOutlined style={{ fontSize: 16 }} />
        </Badge>
      </HeaderTool>
    </Tooltip>
  );
}
