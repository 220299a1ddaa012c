export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartInput {
  kind: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  colors?: string[] | undefined;
}

/**
 * The ECharts option of a business chart. A line hides its point symbols when it has a course to
 * draw, but a single period has no line at all, so then the symbol is what shows the figure.
 */
export function chartOption({ kind, labels, series, colors }: ChartInput) {
  const lone = labels.length === 1;
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 60, right: 20, top: 30, bottom: 40 },
    xAxis: { type: 'category', data: labels, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value' },
    series: series.map((item, index) => ({
      name: item.name,
      type: kind,
      smooth: kind === 'line',
      showSymbol: kind === 'line' && lone,
      ...(kind === 'line' && lone ? { symbolSize: 10 } : {}),
      // A lone bar would otherwise fill the whole width.
      ...(kind === 'bar' ? { barMaxWidth: 48 } : {}),
      data: item.values.map((value, at) => (colors && index === 0 && colors[at] ? { value, itemStyle: { color: colors[at] } } : value)),
    })),
  };
}
