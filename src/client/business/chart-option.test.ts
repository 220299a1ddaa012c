import { describe, expect, it } from 'vitest';
import { chartOption } from './chart-option';

const series = (values: number[]) => [
  { name: '收入', values },
  { name: '利润', values: values.map((value) => value / 2) },
];

describe('chartOption', () => {
  it('shows a visible point for each series when the trend has one period', () => {
    const option = chartOption({ kind: 'line', labels: ['2026-10'], series: series([1200]) });
    expect(option.series.map((item) => [item.showSymbol, item.symbolSize, item.data])).toEqual([
      [true, 10, [1200]],
      [true, 10, [600]],
    ]);
    expect(option.xAxis.data).toEqual(['2026-10']);
  });

  it('draws a plain line without symbols when there are several periods', () => {
    const option = chartOption({ kind: 'line', labels: ['2026-09', '2026-10'], series: series([1200, 1400]) });
    expect(option.series.map((item) => [item.showSymbol, item.symbolSize])).toEqual([
      [false, undefined],
      [false, undefined],
    ]);
  });

  it('colours bars one by one when colours are given', () => {
    const option = chartOption({
      kind: 'bar',
      labels: ['A', 'B'],
      series: [{ name: '利润', values: [5, -2] }],
      colors: ['#047857', '#b91c1c'],
    });
    expect(option.series[0]?.barMaxWidth).toBe(48);
    expect(option.series[0]?.data).toEqual([
      { value: 5, itemStyle: { color: '#047857' } },
      { value: -2, itemStyle: { color: '#b91c1c' } },
    ]);
  });
});
