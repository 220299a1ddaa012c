import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { chartOption, type ChartSeries } from './chart-option';

// Only the parts the business pages use, to keep the bundle small.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** A small line or bar chart; `colors` per bar (e.g. red for losses) when given. */
export function MetricChart({
  kind,
  labels,
  series,
  colors,
  label,
  height = 260,
}: {
  kind: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  colors?: string[];
  label: string;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption(chartOption({ kind, labels, series, colors }));
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [kind, labels, series, colors]);
  return <div ref={ref} role="img" aria-label={label} style={{ height }} className="w-full" />;
}
