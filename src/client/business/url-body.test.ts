import { describe, expect, it } from 'vitest';
import { performanceQuery, profitQuery } from '../../shared/api/business-calls';
import { BUSINESS_PAGES, PAGE_VIEWS, performanceDefaultBody } from '../../shared/business/page-links';
import { presetPeriod } from '../../shared/business/periods';
import { urlBody } from './url-body';

const TODAY = '2026-11-24';
const search = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');
const month = (url: string) => urlBody(performanceQuery.body, performanceDefaultBody(true, TODAY), search(url));
const profit = PAGE_VIEWS[BUSINESS_PAGES.profit]!;
const userReport = (url: string) =>
  urlBody(profitQuery.body, { ...presetPeriod(profit.period, TODAY), ...profit.defaults }, search(url), profit.fixed);

describe('urlBody: a page’s URL read with its call’s schema', () => {
  it('replaces an unknown grouping of 用户报表 by the default and names it', () => {
    expect(userReport('/reportAnalysis/userReport?groupBy=department')).toEqual({
      body: { from: '2026-10-01', to: '2026-10-31', groupBy: 'customer', page: 1, pageSize: 50 },
      kept: {},
      reset: ['groupBy'],
    });
  });

  it('replaces an impossible start date of 月度业绩 by the default period start', () => {
    expect(month('/businessInquiry/resultsQuery/month?from=2026-13-01')).toEqual({
      body: { from: '2025-11-01', to: '2026-10-31', granularity: 'month', groupBy: 'date', page: 1, pageSize: 50 },
      kept: {},
      reset: ['from'],
    });
  });

  it('keeps the valid filters of the same link', () => {
    expect(month('/businessInquiry/resultsQuery/month?from=2026-13-01&to=2026-09-30&product=sms&groupBy=customer')).toEqual({
      body: { from: '2025-11-01', to: '2026-09-30', granularity: 'month', groupBy: 'customer', page: 1, pageSize: 50, product: 'sms' },
      kept: { to: '2026-09-30', product: 'sms', groupBy: 'customer' },
      reset: ['from'],
    });
    expect(userReport('/reportAnalysis/userReport?groupBy=department&top=3&onlyLoss=true').body).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      groupBy: 'customer',
      page: 1,
      pageSize: 50,
      top: 3,
      onlyLoss: true,
    });
  });

  it('drops a start after the default end, a bad sort and an oversized page, in URL order', () => {
    expect(month('?pageSize=9000&from=2027-03-01&sort=foo:asc').reset).toEqual(['pageSize', 'from', 'sort']);
  });

  it('leaves a valid link untouched and reports nothing', () => {
    const url = '?from=2026-10-01&to=2026-10-31&groupBy=customer&sort=profit:asc';
    expect(month(url)).toEqual({
      body: {
        from: '2026-10-01',
        to: '2026-10-31',
        granularity: 'month',
        groupBy: 'customer',
        page: 1,
        pageSize: 50,
        sort: { field: 'profit', order: 'asc' },
      },
      kept: { from: '2026-10-01', to: '2026-10-31', groupBy: 'customer', sort: { field: 'profit', order: 'asc' } },
      reset: [],
    });
  });
});
