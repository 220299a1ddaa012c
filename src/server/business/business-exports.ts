import {
  performanceExport,
  performanceQueryBody,
  profitExport,
  profitQueryBody,
  type MetricRow,
  type MetricTotals,
  type PerformanceQueryInput,
  type PerformanceResult,
  type ProfitQueryInput,
} from '../../shared/api/business-calls';
import { profitPageFor } from '../../shared/business/page-links';
import { SECTIONS } from '../../shared/routes/index';
import { exportOrQueue, type ExportColumn, type ExportSpec, type ExporterDef } from '../download';
import { handle, type RegisteredCall } from '../http/call-router';
import { resolveDataScope } from './data-scope';
import { queryPerformance } from './performance-service';
import { queryProfit } from './profit-service';
import { EXPORTERS } from '../../shared/api/download-calls';

const BATCH = 500;

const COLUMNS: ExportColumn[] = [
  { key: 'key', title: { zh: '编码', en: 'Key' }, type: 'text' },
  { key: 'label', title: { zh: '名称', en: 'Name' }, type: 'text' },
  { key: 'volume', title: { zh: '发送量', en: 'Volume' }, type: 'integer' },
  { key: 'successCount', title: { zh: '成功量', en: 'Successes' }, type: 'integer' },
  { key: 'revenue', title: { zh: '收入 (USD)', en: 'Revenue (USD)' }, type: 'money' },
  { key: 'cost', title: { zh: '成本 (USD)', en: 'Cost (USD)' }, type: 'money' },
  { key: 'profit', title: { zh: '利润 (USD)', en: 'Profit (USD)' }, type: 'money' },
  { key: 'margin', title: { zh: '利润率', en: 'Margin' }, type: 'percent' },
];

// Margins stay the page's 4-decimal ratio strings; the percent column shows them as 29.66%.
function exportRow(row: MetricRow): Record<string, unknown> {
  return { ...row, label: { zh: row.label, en: row.labelEn } };
}

/** The last row of every business export: the totals of the whole view, as the page shows them. */
function totalsRow(totals: MetricTotals): Record<string, unknown> {
  return { key: '', label: { zh: '合计', en: 'Total' }, ...totals };
}

/** The route table's title of a business page, for naming an export after the page it came from. */
function pageTitle(path: string): ExportSpec['title'] {
  const page = SECTIONS.flatMap((section) => section.groups.flatMap((group) => group.pages)).find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path} in the route table`);
  return page.title;
}

/** A spec that pages through a grouped query and ends with the totals row. */
function metricSpec(
  title: ExportSpec['title'],
  run: (page: number, pageSize: number) => Promise<PerformanceResult>,
  top?: number,
): ExportSpec {
  return {
    title,
    columns: COLUMNS,
    async count() {
      const first = await run(1, 1);
      return first.count + 1;
    },
    async *batches() {
      let totals: MetricTotals | undefined;
      for (let page = 1; ; page += 1) {
        const answer = await run(page, BATCH);
        totals = answer.totals;
        if (answer.rows.length > 0) yield answer.rows.map(exportRow);
        if (answer.rows.length < BATCH || (top !== undefined && page * BATCH >= top)) break;
      }
      if (totals) yield [totalsRow(totals)];
    },
  };
}

export const performanceExporter: ExporterDef<PerformanceQueryInput> = {
  name: EXPORTERS.performance,
  permission: performanceExport.permission,
  params: performanceQueryBody,
  async build(deps, staff, params) {
    const scope = await resolveDataScope(deps, staff.staffId);
    return metricSpec({ zh: '业绩查询', en: 'Performance' }, (page, pageSize) =>
      queryPerformance(deps, scope, { ...params, page, pageSize }),
    );
  },
};

export const profitExporter: ExporterDef<ProfitQueryInput> = {
  name: EXPORTERS.profit,
  permission: profitExport.permission,
  params: profitQueryBody,
  async build(deps, staff, params) {
    const scope = await resolveDataScope(deps, staff.staffId);
    // 短信利润分析 and 语音利润分析 fix their product; every other profit view is the 用户报表 page.
    return metricSpec(
      pageTitle(profitPageFor(params)),
      (page, pageSize) => queryProfit(deps, scope, { ...params, page, pageSize }),
      params.top,
    );
  },
};

/** Export calls: the same body as the query; small results come back as the file at once. */
export const businessExportHandlers: RegisteredCall[] = [
  handle(performanceExport, async (ctx) => exportOrQueue(ctx, performanceExporter, ctx.input.body)),
  handle(profitExport, async (ctx) => exportOrQueue(ctx, profitExporter, ctx.input.body)),
];
