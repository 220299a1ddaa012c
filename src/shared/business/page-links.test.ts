import { describe, expect, it } from 'vitest';
import { BUSINESS_PAGES, fromSearch, pageLink, performancePageFor } from './page-links';
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
  });
});
