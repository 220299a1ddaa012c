import type { PerformanceQueryInput, ProfitQueryInput } from '../../../shared/api/business-calls';
import { isWholeMonths } from '../../../shared/business/dates';
import { BUSINESS_PAGES, PAGE_ROWS, PAGE_VIEWS, pageLink, profitPageFor, type LinkParams } from '../../../shared/business/page-links';
import type { Title } from '../../../shared/routes/index';
import type { MetricRequest } from './metric-tool';
import { canOpen, pageAt } from './page-directory';
import type { ToolContext } from './tool-context';

/**
 * The page that shows the same figures as a tool result, with the same filters in its URL (the
 * pages read their filters from the URL under the query body's names). `allowed` is false when
 * the user lacks the page's key: the answer then names the page but gives no link.
 */
export interface PageLink {
  url: string;
  path: string;
  title: Title;
  allowed: boolean;
}

const PRODUCT_PAGES: Partial<Record<string, string>> = {
  sms: BUSINESS_PAGES.sms,
  voice: BUSINESS_PAGES.voice,
  email: BUSINESS_PAGES.mail,
  number: BUSINESS_PAGES.number,
};

/** Month page for whole months; a product's or customer type's day page otherwise; the month page takes any range. */
function performancePath(body: PerformanceQueryInput): string {
  if (isWholeMonths(body.from, body.to) || body.granularity === 'month') return BUSINESS_PAGES.month;
  const byProduct = body.product ? PRODUCT_PAGES[body.product] : undefined;
  if (byProduct) return byProduct;
  if (!body.product && body.customerType === 'c') return BUSINESS_PAGES.dayDirect;
  if (!body.product && body.customerType === 'r') return BUSINESS_PAGES.dayAgent;
  return BUSINESS_PAGES.month;
}

function toLink(ctx: ToolContext, path: string, params: LinkParams): PageLink | null {
  const page = pageAt(path);
  if (!page) return null;
  return { url: pageLink(path, params), path, title: page.title, allowed: canOpen(path, ctx.permissions) };
}

/** A trend lists every period: its link asks for as many rows only when the page would not show them all. */
function rowsParam(body: { groupBy: string; pageSize: number }, grouped: boolean): number | undefined {
  if (!grouped) return undefined;
  if (body.groupBy === 'date') return body.pageSize > PAGE_ROWS ? body.pageSize : undefined;
  return body.pageSize;
}

export function performanceLink(ctx: ToolContext, body: PerformanceQueryInput, grouped: boolean): PageLink | null {
  const path = performancePath(body);
  return toLink(ctx, path, {
    from: body.from,
    to: body.to,
    product: body.product,
    customerType: body.customerType,
    staffId: body.staffId,
    deptId: body.deptId,
    customerCode: body.customerCode,
    granularity: path === BUSINESS_PAGES.month && body.granularity === 'month' ? 'month' : undefined,
    groupBy: grouped ? body.groupBy : undefined,
    sort: body.sort,
    pageSize: rowsParam(body, grouped),
  });
}

export function metricLink(
  ctx: ToolContext,
  service: 'performance' | 'profit',
  body: PerformanceQueryInput | ProfitQueryInput,
  request: MetricRequest,
): PageLink | null {
  const grouped = request.groupBy !== undefined;
  if (service === 'performance') return performanceLink(ctx, body as PerformanceQueryInput, grouped);
  return profitLink(ctx, body as ProfitQueryInput, grouped);
}

/** The profit page of the answer's product (SMS, voice) or the all-products profit page with the product in its filters. */
export function profitLink(ctx: ToolContext, body: ProfitQueryInput, grouped: boolean): PageLink | null {
  const path = profitPageFor({ product: body.product });
  const defaults = PAGE_VIEWS[path]?.defaults ?? {};
  return toLink(ctx, path, {
    from: body.from,
    to: body.to,
    product: path === BUSINESS_PAGES.profit ? body.product : undefined,
    customerType: body.customerType,
    groupBy: grouped && body.groupBy !== defaults.groupBy ? body.groupBy : undefined,
    onlyLoss: body.onlyLoss || undefined,
    top: body.top,
    sort: body.sort,
    pageSize: grouped ? body.pageSize : undefined,
  });
}
