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

export function profitPageFor(params: { product?: string }): string {
  return params.product === 'voice' ? BUSINESS_PAGES.voiceProfit : BUSINESS_PAGES.smsProfit;
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
