// The notice popover's tabs, loaded when the popover first opens: the lists (antd List) are not
// needed to show a page (docs/performance.md).
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import type { MessageType } from '../../stores/messages';
import { LetterList, NoticeList, TodoList } from './notice-lists';

const lists: Record<MessageType, () => React.ReactNode> = { notice: NoticeList, letter: LetterList, todo: TodoList };

export default function NoticeTabs({
  counts,
  onNavigate,
}: {
  counts: Record<MessageType, number>;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const items = (Object.keys(lists) as MessageType[]).map((type) => {
    const List = lists[type];
    return {
      key: type,
      label: `${t(`messages.types.${type}`)} (${counts[type]})`,
      children: (
        <>
          <List />
          <Link
            to={`${paths.userMessage}?type=${type}`}
            onClick={onNavigate}
            data-testid={`see-more-${type}`}
            style={{ display: 'block', textAlign: 'center', paddingTop: 8 }}
          >
            {t('layout.notice.seeMore')}
          </Link>
        </>
      ),
    };
  });
  return <Tabs data-testid="notice-popover" centered items={items} />;
}
