// The running server: CPU, memory and disk gauges, the process, and a CPU/memory line of the
// samples taken since the page opened, from GET api/monitor/server every few seconds.
import { useEffect, useState } from 'react';
import { Card, Col, Descriptions, Progress, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../lib/chart';
import { usePolling } from '../../lib/use-polling';
import { fetchServer, type ServerStatus } from './api';
import { formatBytes, formatDuration } from './format';
import { formatTime } from '../../lib/date-time';

export const SERVER_REFRESH_MS = 3000;
const HISTORY = 40;

interface Sample {
  time: string;
  cpu: number;
  memory: number;
}

function Gauge({ id, name, percent, detail }: { id: string; name: string; percent: number; detail: string }) {
  return (
    <Card size="small" title={name} data-testid={`gauge-${id}`}>
      <div style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
        <Progress
          type="dashboard"
          aria-label={name}
          percent={percent}
          status={percent >= 90 ? 'exception' : 'normal'}
        />
        <Typography.Text type="secondary">{detail}</Typography.Text>
      </div>
    </Card>
  );
}

function useHistory(status: ServerStatus | null): Sample[] {
  const [samples, setSamples] = useState<Sample[]>([]);
  useEffect(() => {
    if (!status) return;
    const sample = {
      time: formatTime(status.sampledAt),
      cpu: status.cpu.usedPercent,
      memory: status.memory.usedPercent,
    };
    setSamples((previous) => [...previous, sample].slice(-HISTORY));
  }, [status]);
  return samples;
}

export default function ServerPage() {
  const { t } = useTranslation();
  const { data } = usePolling(fetchServer, SERVER_REFRESH_MS);
  const samples = useHistory(data);
  if (!data) return <Card loading />;
  const { cpu, memory, disk, os, process } = data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Gauge
            id="cpu"
            name={t('monitor.server.cpu')}
            percent={cpu.usedPercent}
            detail={t('monitor.server.cores', { count: cpu.cores })}
          />
        </Col>
        <Col xs={24} md={8}>
          <Gauge
            id="memory"
            name={t('monitor.server.memory')}
            percent={memory.usedPercent}
            detail={`${formatBytes(memory.usedBytes)} / ${formatBytes(memory.totalBytes)}`}
          />
        </Col>
        <Col xs={24} md={8}>
          <Gauge
            id="disk"
            name={t('monitor.server.disk')}
            percent={disk.usedPercent}
            detail={`${formatBytes(disk.usedBytes)} / ${formatBytes(disk.totalBytes)}`}
          />
        </Col>
      </Row>
      <Card size="small" title={t('monitor.server.history')}>
        <Chart
          label={t('monitor.server.history')}
          height={240}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: { left: 40, right: 16, top: 32, bottom: 24 },
            xAxis: { type: 'category', data: samples.map((sample) => sample.time) },
            yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
            series: [
              {
                name: t('monitor.server.cpu'),
                type: 'line',
                data: samples.map((sample) => sample.cpu),
                showSymbol: false,
              },
              {
                name: t('monitor.server.memory'),
                type: 'line',
                data: samples.map((sample) => sample.memory),
                showSymbol: false,
              },
            ],
          }}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('monitor.server.system')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('monitor.server.hostname')}>{os.hostname}</Descriptions.Item>
              <Descriptions.Item
                label={t('monitor.server.os')}
              >{`${os.platform} ${os.release} (${os.arch})`}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.server.cpuModel')}>{cpu.model}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.server.load')}>{cpu.loadAverage.join(' / ')}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.server.osUptime')}>
                {formatDuration(os.uptimeSeconds)}
              </Descriptions.Item>
              <Descriptions.Item label={t('monitor.server.diskPath')}>{disk.path}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('monitor.server.process')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="PID">
                <span data-testid="server-pid">{process.pid}</span>
              </Descriptions.Item>
              <Descriptions.Item label="Node.js">{process.nodeVersion}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.server.uptime')}>
                <span data-testid="server-uptime">{formatDuration(process.uptimeSeconds)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('monitor.server.processCpu')}>{`${cpu.processPercent}%`}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.server.rss')}>{formatBytes(process.rssBytes)}</Descriptions.Item>
              <Descriptions.Item
                label={t('monitor.server.heap')}
              >{`${formatBytes(process.heapUsedBytes)} / ${formatBytes(process.heapTotalBytes)}`}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.server.sampledAt')}>
                <span data-testid="sampled-at">{formatTime(data.sampledAt)}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
