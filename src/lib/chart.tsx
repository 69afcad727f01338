// One chart element over Apache ECharts, with only the chart types and components the app draws
// (tree-shaken through echarts/core). Import it from lazily loaded views only: it is large, and
// must stay out of /login and the shell's main chunk.
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

interface ChartProps {
  option: ChartOption;
  height?: number;
  /** Names the chart for tests and assistive technology. */
  label: string;
}

export function Chart({ option, height = 300, label }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const instance = echarts.init(node);
    chart.current = instance;
    // The container changes width with the side menu and the window, not only on window resize.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // Live figures replace the data in place; the chart animates from its current state.
    chart.current?.setOption(option, { notMerge: false, lazyUpdate: true });
  }, [option]);

  return <div ref={element} role="img" aria-label={label} data-testid="chart" style={{ width: '100%', height }} />;
}
