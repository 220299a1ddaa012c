import { afterEach, describe, expect, it, vi } from 'vitest';
import { shanghaiDate } from './dates';
import { BUSINESS_PAGES, fromSearch, pageLink, performanceDefaultBody, performancePageFor } from './page-links';
import { presetPeriod } from './periods';

describe('business page links', () => {
  it('round-trips the query body through the URL', () => {
    const body = {
      from: '2026-10-01',
      to: '2026-10-31',
      product: 'sms',
      staffId: 7,
      onlyLoss: true,
      sort: { field: 'profit', order: 'asc' },
      page: 2,
    };
    const link = pageLink(BUSINESS_PAGES.month, body);
    expect(link).toBe(
      '/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&product=sms&staffId=7&onlyLoss=true&sort=profit%3Aasc&page=2',
    );
    expect(fromSearch(new URL(link, 'http://x').searchParams)).toEqual(body);
  });

  it('picks the page that shows a query', () => {
    expect(performancePageFor({ granularity: 'month' })).toBe(BUSINESS_PAGES.month);
    expect(performancePageFor({ product: 'voice' })).toBe(BUSINESS_PAGES.voice);
  });

  it('computes presets with weeks starting on Monday', () => {
    // 2026-11-04 is a Wednesday.
    expect(presetPeriod('thisWeek', '2026-11-04')).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(presetPeriod('lastWeek', '2026-11-04')).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(presetPeriod('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('lastQuarter', '2026-02-10')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(presetPeriod('last30Days', '2026-11-04')).toEqual({ from: '2026-10-06', to: '2026-11-04' });
    expect(presetPeriod('last12Months', '2026-01-15')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});

describe('the month performance page opens on the last 12 whole months', () => {
  afterEach(() => vi.useRealTimers());
  const openedAt = (instant: string) => {
    vi.useFakeTimers({ now: new Date(instant) });
    return performanceDefaultBody(true, shanghaiDate(new Date()));
  };

  it('ends with the last whole month of the Shanghai calendar, by month, one page of rows', () => {
    expect(openedAt('2026-11-24T03:00:00Z')).toEqual({
      from: '2025-11-01',
      to: '2026-10-31',
      granularity: 'month',
      groupBy: 'date',
      page: 1,
      pageSize: 50,
    });
    // 23:59 on 31 October in Shanghai, then 00:00 on 1 November: the month turns on Shanghai's midnight, not UTC's.
    expect(openedAt('2026-10-31T15:59:00Z')).toMatchObject({ from: '2025-10-01', to: '2026-09-30' });
    expect(openedAt('2026-10-31T16:00:00Z')).toMatchObject({ from: '2025-11-01', to: '2026-10-31' });
    // Across a year end and a leap February.
    expect(openedAt('2028-03-01T00:00:00Z')).toMatchObject({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('leaves the day pages on the last 30 days', () => {
    expect(performanceDefaultBody(false, '2026-11-24')).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      granularity: 'day',
      groupBy: 'date',
      page: 1,
      pageSize: 50,
    });
  });
});
