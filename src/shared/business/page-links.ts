import { presetPeriod, type PeriodPreset } from './periods';

/**
 * Deep links to the business pages. A page reads its filters from the URL with the same names
 * as the query call's body, so `/businessInquiry/resultsQuery/month?from=2026-10-01&to=2026-10-31&product=sms`
 * shows exactly what `POST /v2/bq/performance/query` answers for that body. Pages and the
 * assistant build links with these helpers only.
 */
export type LinkParams = Record<string, string | number | boolean | undefined | null | { field: string; order: string }>;

/** Encodes filters as a query string (sort as `sort=field:order`); empty values are left out. */
export function toSearch(params: LinkParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object') search.set(key, `${value.field}:${value.order}`);
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const BUSINESS_PAGES = {
  dayDirect: '/businessInquiry/resultsQuery/day/c-end',
  dayAgent: '/businessInquiry/resultsQuery/day/r-end',
  month: '/businessInquiry/resultsQuery/month',
  sms: '/businessInquiry/smsPerformance',
  voice: '/businessInquiry/voicePerformance',
  mail: '/businessInquiry/mailPerformance',
  number: '/businessInquiry/numberPerformance',
  smsProfit: '/reportAnalysis/smsProfitAnalysis',
  voiceProfit: '/reportAnalysis/voice/profit',
  /** Profit of all products (or the one in its filter), by customer, supplier, country, staff, department or product. */
  profit: '/reportAnalysis/userReport',
  myClients: '/crm/client-partner/my-client',
  clientDetails: '/crm/client-partner/my-client/details',
  sendRecords: '/businessInquiry/sendRcdQuery',
} as const;

export function pageLink(path: string, params: LinkParams = {}): string {
  return `${path}${toSearch(params)}`;
}

/** The performance page that fits a query: month page for month granularity, else by product or customer type. */
export function performancePageFor(params: { granularity?: string; product?: string; customerType?: string }): string {
  if (params.granularity === 'month') return BUSINESS_PAGES.month;
  if (params.customerType === 'r') return BUSINESS_PAGES.dayAgent;
  if (params.product === 'sms') return BUSINESS_PAGES.sms;
  if (params.product === 'voice') return BUSINESS_PAGES.voice;
  if (params.product === 'email') return BUSINESS_PAGES.mail;
  if (params.product === 'number') return BUSINESS_PAGES.number;
  return BUSINESS_PAGES.dayDirect;
}

/** The SMS and voice profit pages show their own product; every other profit view is on the all-products page. */
export function profitPageFor(params: { product?: string | undefined }): string {
  if (params.product === 'sms') return BUSINESS_PAGES.smsProfit;
  if (params.product === 'voice') return BUSINESS_PAGES.voiceProfit;
  return BUSINESS_PAGES.profit;
}

/** Rows a business page shows at once unless its URL says otherwise. */
export const PAGE_ROWS = 50;

/**
 * What a business page asks its query for when opened: the call, the filters the page fixes and
 * its defaults; the URL fills in the rest (`{ ...defaults, ...fromSearch(url), ...fixed }`). The
 * pages read these, and so do the tests that open an answer's link.
 */
export interface PageView {
  call: 'performance' | 'profit';
  fixed: Readonly<Record<string, string>>;
  defaults: Readonly<Record<string, string | number>>;
  /** The period it opens on when the URL gives none. */
  period: PeriodPreset;
}

/** A performance page's defaults: month or day buckets, a trend by date, one page of rows. */
export const performancePageDefaults = (months: boolean) => ({
  granularity: months ? ('month' as const) : ('day' as const),
  groupBy: 'date' as const,
  page: 1,
  pageSize: PAGE_ROWS,
});
/** A month page opens on a year of months so its trend has a shape; a day page on 30 days. */
const performancePeriod = (months: boolean): PeriodPreset => (months ? 'last12Months' : 'last30Days');
/** The body a performance page asks for when its URL names no filter, on the Shanghai date `today`. */
export const performanceDefaultBody = (months: boolean, today: string) => ({
  ...presetPeriod(performancePeriod(months), today),
  ...performancePageDefaults(months),
});
const performanceView = (fixed: Record<string, string>, months: boolean): PageView => ({
  call: 'performance',
  fixed,
  period: performancePeriod(months),
  defaults: performancePageDefaults(months),
});
const profitView = (fixed: Record<string, string>): PageView => ({
  call: 'profit',
  fixed,
  period: 'lastMonth',
  defaults: { groupBy: 'customer', page: 1, pageSize: PAGE_ROWS },
});

export const PAGE_VIEWS: Readonly<Record<string, PageView>> = {
  [BUSINESS_PAGES.month]: performanceView({}, true),
  [BUSINESS_PAGES.dayDirect]: performanceView({ customerType: 'c' }, false),
  [BUSINESS_PAGES.dayAgent]: performanceView({ customerType: 'r' }, false),
  [BUSINESS_PAGES.sms]: performanceView({ product: 'sms' }, false),
  [BUSINESS_PAGES.voice]: performanceView({ product: 'voice' }, false),
  [BUSINESS_PAGES.mail]: performanceView({ product: 'email' }, false),
  [BUSINESS_PAGES.number]: performanceView({ product: 'number' }, false),
  [BUSINESS_PAGES.smsProfit]: profitView({ product: 'sms' }),
  [BUSINESS_PAGES.voiceProfit]: profitView({ product: 'voice' }),
  [BUSINESS_PAGES.profit]: profitView({}),
};

/** The query a link opens: the page's call and body (before the call's own defaults), or null for another page. */
export function linkedQuery(url: string): { path: string; call: PageView['call']; body: Record<string, unknown> } | null {
  const [path = '', query = ''] = url.split('?');
  const view = PAGE_VIEWS[path];
  if (!view) return null;
  return { path, call: view.call, body: { ...view.defaults, ...fromSearch(new URLSearchParams(query)), ...view.fixed } };
}

/** Reads a query string back into body fields: numbers for numeric fields, booleans, sort objects. */
export function fromSearch(search: URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of search.entries()) {
    if (value === '') continue;
    if (key === 'sort') {
      const [field, order] = value.split(':');
      if (field) result.sort = { field, order: order === 'asc' ? 'asc' : 'desc' };
    } else if (['page', 'pageSize', 'staffId', 'deptId', 'top'].includes(key)) {
      const number = Number(value);
      if (Number.isFinite(number)) result[key] = number;
    } else if (key === 'onlyLoss') result.onlyLoss = value === 'true';
    else result[key] = value;
  }
  return result;
}
