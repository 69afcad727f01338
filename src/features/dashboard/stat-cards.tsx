// The statistics cards of the workplace, from GET api/dashboard/stats.
import { useEffect, useState } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchDashboardStats, type DashboardStats } from './api';

const order: (keyof DashboardStats)[] = ['users', 'logins', 'roles', 'permissions'];

export function StatCards() {
  const { t } = useTranslation();
  const [stats, setStats] = useState<DashboardStats | null>(null);
  useEffect(() => {
    // Errors are shown by the API client; the cards then stay empty.
    fetchDashboardStats().then(setStats, () => undefined);
  }, []);
  return (
    <Row gutter={[16, 16]}>
      {order.map((key) => (
        <Col key={key} xs={12} md={6}>
          <Card size="small" data-testid={`stat-${key}`}>
            <Statistic title={t(`dashboard.stats.${key}`)} value={stats?.[key] ?? '-'} loading={!stats} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
