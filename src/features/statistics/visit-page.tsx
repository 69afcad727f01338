// Visits: new site visitors (chat widget) and back-office logins per day, and who is online now,
// from GET api/statistics/visit, refreshed while the page is open.
import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../lib/chart';
import { usePolling } from '../../lib/use-polling';
import { fetchVisits } from './api';
import { Figures, RangeBar, type Range } from './figures';
import { daysChart } from './series';
import { REFRESH_MS } from './overview-page';

export default function VisitPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>(30);
  const { data, updatedAt } = usePolling(() => fetchVisits(range), REFRESH_MS, range);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <RangeBar value={range} onChange={setRange} updatedAt={updatedAt} />
      <Figures
        items={[
          { key: 'online', value: data?.online },
          { key: 'visitors', value: data?.visitors },
          { key: 'visitorIps', value: data?.visitorIps },
          { key: 'logins', value: data?.logins },
          { key: 'failedLogins', value: data?.failedLogins },
        ]}
      />
      <Card title={t('statistics.chart.visits')} size="small">
        <Chart
          label={t('statistics.chart.visits')}
          height={360}
          option={daysChart(data?.days ?? [], [
            { name: t('statistics.series.visitors'), values: data?.visitorsPerDay ?? [] },
            { name: t('statistics.series.logins'), values: data?.loginsPerDay ?? [] },
            { name: t('statistics.series.failedLogins'), values: data?.failedLoginsPerDay ?? [] },
          ])}
        />
      </Card>
    </div>
  );
}
