// Chart options of the statistics pages, built from the server's day series.
import type { ChartOption } from '../../lib/chart';

export interface NamedSeries {
  name: string;
  values: number[];
  type?: 'line' | 'bar';
  /** Stacked bars share a stack name. */
  stack?: string;
  /** Plotted on the right-hand axis (e.g. an amount beside counts). */
  right?: boolean;
}

/** MM-DD labels: the year is the same on almost every day of a 90-day range. */
export const shortDay = (day: string) => day.slice(5);

export function daysChart(days: string[], series: NamedSeries[]): ChartOption {
  const twoAxes = series.some((entry) => entry.right);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: twoAxes ? 56 : 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map(shortDay) },
    yAxis: twoAxes ? [{ type: 'value', minInterval: 1 }, { type: 'value' }] : { type: 'value', minInterval: 1 },
    series: series.map(({ name, values, type = 'line', stack, right }) =>
      type === 'bar'
        ? { name, type: 'bar', data: values, stack, yAxisIndex: right ? 1 : 0 }
        : { name, type: 'line', data: values, smooth: true, yAxisIndex: right ? 1 : 0 },
    ),
  };
}

export function shareChart(name: string, parts: { name: string; value: number }[]): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [{ name, type: 'pie', radius: ['40%', '68%'], data: parts, label: { formatter: '{b}: {c}' } }],
  };
}
