// SQL monitoring (the spec's /druid page): statement counts, total and slowest times, failures,
// and the latest slow runs of this server process, from GET api/monitor/sql every few seconds.
import { useState } from 'react';
import { Card, Col, Row, Segmented, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePolling } from '../../lib/use-polling';
import { fetchSql, type SqlSort, type SqlStats } from './api';
import { formatMs } from './format';
import { formatDateTime } from '../../lib/date-time';

export const SQL_REFRESH_MS = 5000;
const SORTS: SqlSort[] = ['totalMs', 'count', 'maxMs'];

type Statement = SqlStats['statements'][number];
type Slow = SqlStats['slow'][number];

const sqlCell = (text: string) => (
  <Typography.Text code ellipsis={{ tooltip: text }} style={{ maxWidth: 560 }}>
    {text}
  </Typography.Text>
);

export default function SqlPage() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SqlSort>('totalMs');
  const { data } = usePolling(() => fetchSql(sort), SQL_REFRESH_MS, sort);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Row gutter={[16, 16]}>
        {(
          [
            ['total', data?.total],
            ['distinct', data?.distinct],
            ['errors', data?.errors],
            ['slowCount', data?.slow.length],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} xs={12} md={6}>
            <Card size="small" data-testid={`sql-${key}`}>
              <Statistic
                title={t(`monitor.sql.${key}`, { ms: data?.slowMs ?? '' })}
                value={value ?? '-'}
                loading={!data}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        size="small"
        title={t('monitor.sql.statements')}
        extra={
          <Segmented<SqlSort>
            value={sort}
            onChange={setSort}
            options={SORTS.map((value) => ({ value, label: t(`monitor.sql.sort.${value}`) }))}
          />
        }
      >
        <Table<Statement>
          rowKey="sql"
          size="small"
          loading={!data}
          dataSource={data?.statements ?? []}
          pagination={{ pageSize: 20 }}
          columns={[
            { dataIndex: 'sql', title: 'SQL', render: sqlCell },
            { dataIndex: 'count', title: t('monitor.sql.count'), width: 90 },
            { dataIndex: 'totalMs', title: t('monitor.sql.totalMs'), width: 110, render: formatMs },
            {
              key: 'avg',
              title: t('monitor.sql.avgMs'),
              width: 110,
              render: (_, row) => formatMs(row.totalMs / row.count),
            },
            { dataIndex: 'maxMs', title: t('monitor.sql.maxMs'), width: 110, render: formatMs },
            { dataIndex: 'errors', title: t('monitor.sql.errorCount'), width: 80 },
          ]}
        />
      </Card>
      <Card size="small" title={t('monitor.sql.slow', { ms: data?.slowMs ?? '' })}>
        <Table<Slow>
          rowKey={(row) => `${row.at}-${row.sql}`}
          size="small"
          loading={!data}
          dataSource={data?.slow ?? []}
          pagination={{ pageSize: 10 }}
          columns={[
            {
              dataIndex: 'at',
              title: t('monitor.sql.at'),
              width: 180,
              render: (at: number) => formatDateTime(at),
            },
            { dataIndex: 'sql', title: 'SQL', render: sqlCell },
            { dataIndex: 'ms', title: t('monitor.sql.ms'), width: 110, render: formatMs },
          ]}
        />
      </Card>
    </div>
  );
}
