import type { MetricTotals } from '../../../shared/api/business-calls';
import { ratio4, subtractDecimal } from '../../../shared/business/decimal';
import { runMetricTool, type MetricOutcome, type MetricRequest } from './metric-tool';
import type { ToolContext } from './tool-context';

/**
 * The same figures for two periods (this one and the one before, or the same one a year earlier)
 * and the change between them, computed exactly on the decimal strings. The change is part of the
 * tool's result, so an answer quoting it quotes a tool result.
 */
export interface Change {
  volume: number;
  revenue: string;
  profit: string;
  /** Change / earlier value, 4 decimals; null when the earlier value is 0. */
  volumeRatio: string | null;
  revenueRatio: string | null;
  profitRatio: string | null;
}

export type CompareOutcome =
  | { kind: 'ok'; current: Extract<MetricOutcome, { kind: 'ok' }>; previous: Extract<MetricOutcome, { kind: 'ok' }>; change: Change }
  | { kind: 'failed'; outcome: Exclude<MetricOutcome, { kind: 'ok' }> };

function changeOf(now: MetricTotals, before: MetricTotals): Change {
  const volume = now.volume - before.volume;
  const revenue = subtractDecimal(now.revenue, before.revenue);
  const profit = subtractDecimal(now.profit, before.profit);
  return {
    volume,
    revenue,
    profit,
    volumeRatio: ratio4(`${volume}.000000`, `${before.volume}.000000`),
    revenueRatio: ratio4(revenue, before.revenue),
    profitRatio: before.profit.startsWith('-') ? null : ratio4(profit, before.profit),
  };
}

export async function runCompareTool(
  ctx: ToolContext,
  request: MetricRequest,
  earlier: { from: string; to: string },
): Promise<CompareOutcome> {
  const plain = { ...request, groupBy: undefined, top: undefined, onlyLoss: undefined, sort: undefined };
  const current = await runMetricTool(ctx, plain);
  if (current.kind !== 'ok') return { kind: 'failed', outcome: current };
  const previous = await runMetricTool(ctx, { ...plain, period: earlier });
  if (previous.kind !== 'ok') return { kind: 'failed', outcome: previous };
  const change = changeOf(current.result.totals, previous.result.totals);
  ctx.record('compare', { current: request.period, previous: earlier }, change);
  return { kind: 'ok', current, previous, change };
}
