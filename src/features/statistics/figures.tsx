// A row of headline figures above the charts, and the range picker both pages share.
import { Card, Col, Row, Segmented, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/date-time';

export interface Figure {
  key: string;
  value: number | undefined;
  precision?: number;
}

export function Figures({ items }: { items: Figure[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {items.map(({ key, value, precision }) => (
        <Col key={key} xs={12} md={8} xl={24 / Math.min(items.length, 6)}>
          <Card size="small" data-testid={`figure-${key}`}>
            <Statistic
              title={t(`statistics.figure.${key}`)}
              value={value ?? '-'}
              precision={value === undefined ? undefined : precision}
              loading={value === undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export const RANGES = [7, 30, 90] as const;
export type Range = (typeof RANGES)[number];

export function RangeBar({
  value,
  onChange,
  updatedAt,
}: {
  value: Range;
  onChange(range: Range): void;
  updatedAt: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
      <Segmented<Range>
        value={value}
        onChange={onChange}
        options={RANGES.map((days) => ({ value: days, label: t('statistics.lastDays', { count: days }) }))}
      />
      <Typography.Text type="secondary" data-testid="updated-at">
        {updatedAt ? t('statistics.updatedAt', { time: formatTime(updatedAt) }) : ''}
      </Typography.Text>
    </Space>
  );
}
