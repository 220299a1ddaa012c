import type { MetricSortField } from '../../../shared/api/business-calls';
import { monthEnd, monthStart } from '../../../shared/business/dates';
import type { ChatMemo } from '../../db/schema/assistant';
import { composeCompareAnswer } from '../compose/compare-answer';
import { metricGuesses, suggestedFor } from '../compose/guess-questions';
import { composeMetricAnswer } from '../compose/metric-answer';
import { composeFuture, composeHiddenCustomer, composeOutOfScope, composeRefusal } from '../compose/plain-answers';
import { t } from '../compose/phrases';
import { runCompareTool } from '../tools/compare-tool';
import { findCustomer, findDepartment, findStaff } from '../tools/entities';
import { runMetricTool, type MetricRequest } from '../tools/metric-tool';
import type { ToolContext } from '../tools/tool-context';
import { previousPeriod, samePeriodLastYear, type ResolvedPeriod } from '../understand/period';
import type { Reading } from '../understand/understand';
import type { Measure } from '../understand/vocabulary';
import { METRIC_DOCS } from './doc-refs';

/** The figures path of the local engine: slots → request (with the follow-up memo) → tool → answer. */
export interface FlowResult {
  text: string;
  docIds: string[];
  guesses: string[];
  memo: ChatMemo | null;
}

const SORT_OF: Record<Measure, MetricSortField> = { revenue: 'revenue', volume: 'volume', cost: 'cost', profit: 'profit', margin: 'margin', success: 'successCount' };

/** A follow-up takes what it does not say from the previous question. */
export function mergeFollowUp(reading: Reading, previous: ChatMemo | null): Reading {
  if (!previous || !reading.followUp || previous.intent === undefined) return reading;
  const before = previous as Partial<Reading> & { intent: string };
  return {
    ...reading,
    measure: reading.measure ?? before.measure ?? null,
    topic: reading.measure ? reading.topic : (before.topic ?? reading.topic),
    period: reading.period ?? before.period ?? null,
    product: reading.product ?? before.product,
    customerType: reading.customerType ?? before.customerType,
    groupBy: reading.groupBy ?? (reading.compare ? undefined : before.groupBy),
    onlyLoss: reading.onlyLoss || (!reading.groupBy && (before.onlyLoss ?? false)),
    mine: reading.mine || (before.mine ?? false),
  };
}

function subjectOf(ctx: ToolContext, request: MetricRequest, scopeKind: 'all' | 'dept' | 'own', mine: boolean): string {
  const { lang } = ctx;
  if (request.customer) {
    const name = request.customer.name;
    return t(lang, name ? `客户「${name}」（${request.customer.code}）的` : `客户 ${request.customer.code} 的`, name ? `customer ${name} (${request.customer.code})'s ` : `customer ${request.customer.code}'s `);
  }
  if (mine) return t(lang, '你的', 'your ');
  if (request.staff) return t(lang, `${request.staff.name}的`, `${request.staff.nameEn}'s `);
  if (request.dept) return t(lang, `${request.dept.name}的`, `${request.dept.nameEn}'s `);
  if (scopeKind === 'own') return t(lang, '你的', 'your ');
  if (scopeKind === 'dept') return t(lang, '你负责部门的', 'your departments\' ');
  return t(lang, '全公司', 'company-wide ');
}

export async function metricFlow(ctx: ToolContext, question: string, reading: Reading): Promise<FlowResult> {
  const { lang } = ctx;
  // No period named: this month, and the answer says so.
  const period: ResolvedPeriod = reading.period ?? { from: monthStart(ctx.today), to: monthEnd(ctx.today), phrase: t(lang, '本月', 'this month'), unit: 'month', future: false };
  const memo: ChatMemo = { intent: reading.intent, topic: reading.topic, measure: reading.measure, period, product: reading.product, customerType: reading.customerType, groupBy: reading.groupBy, onlyLoss: reading.onlyLoss, mine: reading.mine };
  const fallback = suggestedFor(ctx.permissions, lang);
  if (period.future) return { text: composeFuture(lang, period), docIds: [], guesses: fallback, memo };

  const customer = await findCustomer(ctx, question);
  if (customer && 'hidden' in customer) return { text: composeHiddenCustomer(lang, customer.hidden), docIds: [], guesses: fallback, memo: null };
  const scope = await ctx.scope();
  const staff = reading.mine && scope.kind !== 'own' ? { id: ctx.staffId, name: '', nameEn: '', inScope: true } : await findStaff(ctx, question);
  const dept = customer || staff ? null : await findDepartment(ctx, question);
  const grouped = reading.groupBy !== undefined && reading.groupBy !== 'date' && reading.groupBy !== 'month';
  const request: MetricRequest = {
    topic: reading.topic,
    period,
    product: reading.product,
    customerType: reading.customerType,
    groupBy: reading.groupBy,
    top: reading.top,
    onlyLoss: reading.onlyLoss,
    sort: grouped && !reading.onlyLoss
      ? { field: reading.measure ? SORT_OF[reading.measure] : reading.topic === 'profit' ? 'profit' : 'revenue', order: reading.ascending ? 'asc' : 'desc' }
      : undefined,
    customer: customer ?? undefined,
    staff: staff ?? undefined,
    dept: dept ?? undefined,
  };
  const subject = subjectOf(ctx, request, scope.kind, reading.mine && !request.customer);

  if (reading.intent === 'compare') {
    const earlier = reading.compare === 'lastYear' ? samePeriodLastYear(period) : previousPeriod(period);
    const outcome = await runCompareTool(ctx, request, earlier);
    if (outcome.kind === 'failed') return refusal(ctx, outcome.outcome, scope.kind, fallback, memo);
    const previousPhrase = reading.compare === 'lastYear' ? t(lang, '去年同期', 'the same period last year') : t(lang, '上一期', 'the period before');
    return {
      text: composeCompareAnswer({ lang, subject, product: reading.product, current: period, previous: { ...earlier, phrase: previousPhrase }, outcome }),
      docIds: [METRIC_DOCS.performance],
      guesses: metricGuesses({ lang, phrase: period.phrase, product: reading.product, groupBy: reading.groupBy, topic: 'performance', onlyLoss: false, compared: true }),
      memo,
    };
  }
  const outcome = await runMetricTool(ctx, request);
  if (outcome.kind !== 'ok') return refusal(ctx, outcome, scope.kind, fallback, memo);
  const topic = reading.topic;
  return {
    text: composeMetricAnswer({ lang, measure: reading.measure, period, subject, topic: reading.topic, product: reading.product, groupBy: reading.groupBy, onlyLoss: reading.onlyLoss, today: ctx.today, outcome }),
    docIds: [METRIC_DOCS[topic]],
    guesses: metricGuesses({ lang, phrase: period.phrase, product: reading.product, groupBy: reading.groupBy, topic, onlyLoss: reading.onlyLoss, compared: false }),
    memo,
  };
}

function refusal(ctx: ToolContext, outcome: Exclude<Awaited<ReturnType<typeof runMetricTool>>, { kind: 'ok' }>, scopeKind: 'all' | 'dept' | 'own', guesses: string[], memo: ChatMemo): FlowResult {
  const text = outcome.kind === 'out-of-scope' ? composeOutOfScope(ctx.lang, outcome.who, scopeKind) : composeRefusal(ctx.lang, outcome);
  return { text, docIds: [], guesses, memo };
}
