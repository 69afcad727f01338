// Statistics overview: orders (count and paid amount per day, by status), live chat and content,
// from GET api/statistics/overview, refreshed while the page is open.
import { useState } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictEntryLabel } from '../../../schemas/wire/cell-text';
import { Chart } from '../../lib/chart';
import { usePolling } from '../../lib/use-polling';
import { fetchOverview } from './api';
import { Figures, RangeBar, type Range } from './figures';
import { daysChart, shareChart } from './series';

export const REFRESH_MS = 30_000;

export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<Range>(30);
  const { data, updatedAt } = usePolling(() => fetchOverview(range), REFRESH_MS, range);
  const days = data?.days ?? [];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <RangeBar value={range} onChange={setRange} updatedAt={updatedAt} />
      <Figures
        items={[
          { key: 'orders', value: data?.orders.total },
          { key: 'amount', value: data?.orders.amount, precision: 2 },
          { key: 'conversations', value: data?.chat.conversations },
          { key: 'messages', value: data?.chat.messages },
          { key: 'news', value: data?.content.news },
          { key: 'products', value: data?.content.products },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={t('statistics.chart.orders')} size="small">
            <Chart
              label={t('statistics.chart.orders')}
              option={daysChart(days, [
                { name: t('statistics.series.orders'), values: data?.orders.perDay ?? [], type: 'bar' },
                { name: t('statistics.series.amount'), values: data?.orders.amountPerDay ?? [], right: true },
              ])}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('statistics.chart.orderStatus')} size="small">
            <Chart
              label={t('statistics.chart.orderStatus')}
              option={shareChart(
                t('statistics.chart.orderStatus'),
                (data?.orders.byStatus ?? []).map((entry) => ({
                  name: dictEntryLabel(entry, i18n.language),
                  value: entry.count,
                })),
              )}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('statistics.chart.chat')} size="small">
            <Chart
              label={t('statistics.chart.chat')}
              option={daysChart(days, [
                {
                  name: t('statistics.series.visitorMessages'),
                  values: data?.chat.visitorMessagesPerDay ?? [],
                  type: 'bar',
                  stack: 'messages',
                },
                {
                  name: t('statistics.series.agentMessages'),
                  values: data?.chat.agentMessagesPerDay ?? [],
                  type: 'bar',
                  stack: 'messages',
                },
                { name: t('statistics.series.conversations'), values: data?.chat.conversationsPerDay ?? [] },
              ])}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            title={t('statistics.chart.content')}
            size="small"
            extra={data ? t('statistics.published', data.content) : null}
          >
            <Chart
              label={t('statistics.chart.content')}
              option={daysChart(days, [
                { name: t('statistics.series.news'), values: data?.content.newsPerDay ?? [] },
                { name: t('statistics.series.products'), values: data?.content.productsPerDay ?? [] },
              ])}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
