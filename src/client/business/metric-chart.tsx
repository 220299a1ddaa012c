import { useEffect, useRef } from 'react';
import { chartOption, type ChartSeries } from './chart-option';

// ECharts (about 180 kB gzip) arrives with the first chart drawn, not with every screen that
// imports the business feature; the chart's box has its final size from the start.
const loadEcharts = () => import('./echarts-setup');

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
    let ended = false;
    let end = () => {
      ended = true;
    };
    void loadEcharts().then(({ echarts }) => {
      if (ended || !ref.current) return;
      const chart = echarts.init(ref.current);
      chart.setOption(chartOption({ kind, labels, series, colors }));
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      end = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => end();
  }, [kind, labels, series, colors]);
  return <div ref={ref} role="img" aria-label={label} style={{ height }} className="w-full" />;
}
