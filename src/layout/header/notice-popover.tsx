// The notice popover (spec §2, §9: width 330): notices, letters and todos, each tab with a
// see-more link to its message page. The tabs load when it first opens (notice-tabs.tsx).
import { Badge, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { demoLetters, demoNotices, demoTodos, type MessageType } from '../../stores/messages';
import { HeaderTool } from './header-tool';

export const NOTICE_POPOVER_WIDTH = 330;

const NoticeTabs = lazy(() => import('./notice-tabs'));
const counts: Record<MessageType, number> = {
  notice: demoNotices.length,
  letter: demoLetters.length,
  todo: demoTodos.length,
};
const total = Object.values(counts).reduce((sum, count) => sum + count, 0);

export function NoticePopover() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const content = (
    <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>
      <NoticeTabs counts={counts} onNavigate={() => setOpen(false)} />
    </Suspense>
  );
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      arrow={false}
      styles={{ root: { width: NOTICE_POPOVER_WIDTH }, body: { padding: '0 12px 12px' } }}
      content={content}
    >
      <HeaderTool aria-label={t('layout.notice.title')} data-testid="notice-bell">
        <Badge count={total} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </HeaderTool>
    </Popover>
  );
}
