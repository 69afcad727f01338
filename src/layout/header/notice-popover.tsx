// The notice popover (spec §2, §9: width 330): notices, letters and todos, each tab with a
// see-more link to its message page.
import { Badge, Popover, Tabs } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { demoLetters, demoNotices, demoTodos, type MessageType } from '../../stores/messages';
import { LetterList, NoticeList, TodoList } from './notice-lists';

export const NOTICE_POPOVER_WIDTH = 330;

const lists: Record<MessageType, { List: () => React.ReactNode; count: number }> = {
  notice: { List: NoticeList, count: demoNotices.length },
  letter: { List: LetterList, count: demoLetters.length },
  todo: { List: TodoList, count: demoTodos.length },
};

export function NoticePopover() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const items = (Object.keys(lists) as MessageType[]).map((type) => {
    const { List, count } = lists[type];
    return {
      key: type,
      label: `${t(`messages.types.${type}`)} (${count})`,
      children: (
        <>
          <List />
          <Link to={`${paths.userMessage}?type=${type}`} onClick={() => setOpen(false)} data-testid={`see-more-${type}`} style={{ display: 'block', textAlign: 'center', paddingTop: 8 }}>
            {t('layout.notice.seeMore')}
          </Link>
        </>
      ),
    };
  });
  const total = Object.values(lists).reduce((sum, { count }) => sum + count, 0);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      arrow={false}
      styles={{ root: { width: NOTICE_POPOVER_WIDTH }, body: { padding: '0 12px 12px' } }}
      content={<Tabs data-testid="notice-popover" centered items={items} />}
    >
      <span className="header-tool" role="button" tabIndex={0} aria-label={t('layout.notice.title')} data-testid="notice-bell">
        <Badge count={total} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Popover>
  );
}
