// The home page: a greeting, shortcuts to the user's menus, recent tabs and a few statistics.
import { Avatar, Card, Col, Row, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../stores/session';
import { RecentTabs, Shortcuts } from './shortcuts';
import { StatCards } from './stat-cards';

function greetingKey(hour: number): string {
  if (hour < 12) return 'dashboard.greeting.morning';
  if (hour < 18) return 'dashboard.greeting.afternoon';
  return 'dashboard.greeting.evening';
}

export default function WorkplacePage() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card>
        <Card.Meta
          avatar={<Avatar size={56} src={user?.avatar || undefined} alt="" icon={<UserOutlined />} />}
          title={
            <span data-testid="greeting">{t(greetingKey(new Date().getHours()), { name: user?.nickName ?? '' })}</span>
          }
          description={
            <Typography.Text type="secondary">
              {t('dashboard.workplace.subtitle', { dept: user?.deptName || '-' })}
            </Typography.Text>
          }
        />
      </Card>
      <StatCards />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Shortcuts />
        </Col>
        <Col xs={24} lg={8}>
          <RecentTabs />
        </Col>
      </Row>
    </div>
  );
}
