// /user/message?type=notice|letter|todo: the full lists behind the notice popover's see-more
// links. It lives with the layout because it shows the popover's own lists (spec §7: local
// demo items, no request).
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isMessageType, messageTypes } from '../stores/messages';
import { LetterList, NoticeList, TodoList } from './header/notice-lists';

const lists = { notice: NoticeList, letter: LetterList, todo: TodoList };

export default function MessagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const active = isMessageType(type) ? type : 'notice';
  const items = messageTypes.map((key) => {
    const List = lists[key];
    return { key, label: t(`messages.types.${key}`), children: <List /> };
  });
  return (
    <Card data-testid="message-page">
      <Tabs activeKey={active} onChange={(key) => setParams({ type: key })} items={items} />
    </Card>
  );
}
