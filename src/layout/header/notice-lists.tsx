// The three lists of the notice popover: notices, letters and todos (local demo items, spec §7).
import { Avatar, List, Tag } from 'antd';
import { BellOutlined, CalendarOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { demoLetters, demoNotices, demoTodos, todoStatusColours, todoStatusLabels } from '../../stores/messages';

const noticeIcons = { mail: <MailOutlined />, bell: <BellOutlined />, calendar: <CalendarOutlined /> };

export function NoticeList() {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={[...demoNotices]}
      renderItem={(item) => (
        <List.Item>
          <List.Item.Meta
            avatar={<Avatar style={{ background: item.color }} icon={noticeIcons[item.icon]} />}
            title={t(item.title)}
            description={item.time}
          />
        </List.Item>
      )}
    />
  );
}

export function LetterList() {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={[...demoLetters]}
      renderItem={(item) => (
        <List.Item>
          <List.Item.Meta
            avatar={<Avatar src={item.avatar || undefined} alt="" icon={<UserOutlined />} />}
            title={t(item.title)}
            description={`${t(item.content)} · ${item.time}`}
          />
        </List.Item>
      )}
    />
  );
}

export function TodoList() {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={[...demoTodos]}
      renderItem={(item) => (
        <List.Item extra={<Tag color={todoStatusColours[item.status]}>{t(todoStatusLabels[item.status])}</Tag>}>
          <List.Item.Meta title={t(item.title)} description={t(item.description)} />
        </List.Item>
      )}
    />
  );
}
