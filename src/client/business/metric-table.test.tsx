import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MetricRow } from '../../shared/api/business-calls';
import { setLanguage } from '../i18n/i18n';
import type { Grouping } from './grouping';
import { MetricTable } from './metric-table';

const figures = { volume: 1200, successCount: 1100, revenue: '36.000000', cost: '24.000000', profit: '12.000000', margin: '33.33' };
const month = (key: string): MetricRow => ({ key, label: key, labelEn: key, ...figures });
const TOTALS = { volume: 2400, successCount: 2200, revenue: '72.000000', cost: '48.000000', profit: '24.000000', margin: '33.33' };

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const firstRow = () =>
  within(screen.getByTestId('metric-table'))
    .getAllByRole('row')
    .find((row) => row.querySelector('td'))!;

// happy-dom lays nothing out; the virtualizer renders the rows that fit a real table's height.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 560 }));
afterAll(() => clientHeight && Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight));
beforeEach(async () => setLanguage('zh'));
afterEach(cleanup);

describe('MetricTable', () => {
  it('shows a month grouping’s key once, headed by what it is, with no name column', () => {
    render(
      <MetricTable rows={[month('2026-09'), month('2026-10')]} totals={TOTALS} sort={undefined} onSort={() => {}} groupBy="date" months />,
    );
    expect(headers()).toEqual(['月份', '发送量', '成功量', '收入 (USD)', '成本 (USD)', '利润 (USD)', '利润率']);
    const cells = within(firstRow())
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.filter((text) => text === '2026-09')).toHaveLength(1);
    expect(cells[0]).toBe('2026-09');
    // The totals row lines up under the same columns: label, then the six figures.
    expect(screen.getByTestId('totals-row').children).toHaveLength(7);
  });

  it('keeps code and name for groups that have a name of their own', () => {
    const customer: MetricRow = { key: 'C100001', label: '星河科技', labelEn: 'Xinghe Tech', ...figures };
    render(<MetricTable rows={[customer]} totals={TOTALS} sort={undefined} onSort={() => {}} groupBy="customer" />);
    expect(headers().slice(0, 3)).toEqual(['客户编码', '名称', '发送量']);
    expect(
      within(firstRow())
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['C100001', '星河科技']);
    expect(screen.getByTestId('totals-row').children).toHaveLength(8);
  });

  // What each grouping's key column is called, in both languages: never a bare "Key".
  const KEY_HEADERS: [Grouping, boolean, string, string][] = [
    ['date', true, '月份', 'Month'],
    ['date', false, '日期', 'Date'],
    ['customer', false, '客户编码', 'Customer code'],
    ['supplier', false, '供应商编码', 'Supplier code'],
    ['country', false, '国家代码', 'Country code'],
    ['product', false, '产品代码', 'Product code'],
    ['staff', false, '销售编号', 'Sales ID'],
    ['dept', false, '部门编号', 'Department ID'],
  ];
  it.each(KEY_HEADERS)('heads the key of %s (months: %s) as %s / %s', async (groupBy, months, zh, en) => {
    const row: MetricRow = { key: 'K1', label: '名', labelEn: 'Name', ...figures };
    const { unmount } = render(
      <MetricTable rows={[row]} totals={TOTALS} sort={undefined} onSort={() => {}} groupBy={groupBy} months={months} />,
    );
    expect(headers()[0]).toBe(zh);
    unmount();
    await setLanguage('en');
    render(<MetricTable rows={[row]} totals={TOTALS} sort={undefined} onSort={() => {}} groupBy={groupBy} months={months} />);
    expect(headers()[0]).toBe(en);
  });
});
