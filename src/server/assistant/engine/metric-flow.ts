import type { MetricSortField } from '../../../shared/api/business-calls';
import { isWholeMonths, monthEnd, monthStart } from '../../../shared/business/dates';
import type { ChatMemo } from '../../db/schema/assistant';
import { composeCompareAnswer } from '../compose/compare-answer';
import { metricGuesses, suggestedFor } from '../compose/guess-questions';
import { composeMetricAnswer } from '../compose/metric-answer';
import { composeFuture, composeHiddenCustomer, composeOutOfScope, composeRefusal, composeUnservedGroup } from '../compose/plain-answers';
import { t } from '../compose/phrases';
import { runCompareTool } from '../tools/compare-tool';
import { findCustomer, findDepartment, findStaff } from '../tools/entities';
import { runMetricTool, type MetricOutcome, type MetricRequest } from '../tools/metric-tool';
import type { ToolContext } from '../tools/tool-context';
import { parsePeriod, previousPeriod, samePeriodLastYear, type ResolvedPeriod } from '../understand/period';
import type { Measure } from '../understand/vocabulary';
import { METRIC_DOCS } from './doc-refs';
import type { ToolAnswer } from './engine';
import type { FiguresInput } from './tool-inputs';

/**
 * The figures tool of both engines: the call's input → the query request (names looked up in the
 * user's scope) → the metric or compare tool → the composed answer. Only how the input is read
 * from the question differs between the engines.
 */
export const SORT_OF: Record<Measure, Exclude<MetricSortField, 'key' | 'label'>> = {
  revenue: 'revenue',
  volume: 'volume',
  cost: 'cost',
  profit: 'profit',
  margin: 'margin',
  success: 'successCount',
};

/** The period of the call: its words, checked against its dates when both are given; this month when none. */
function resolvePeriod(ctx: ToolContext, input: Pick<FiguresInput, 'period' | 'from' | 'to'>): ResolvedPeriod {
  const named = input.period ? parsePeriod(input.period, ctx.today) : null;
  const { from, to } = input;
  if (from && to) {
    if (named && named.from === from && named.to === to) return named;
    // Whole months compare with the months before, other ranges with as many days before.
    return {
      from,
      to,
      phrase: input.period ?? `${from} – ${to}`,
      unit: isWholeMonths(from, to) ? 'month' : 'days',
      future: from > ctx.today,
    };
  }
  return (
    named ?? {
      from: monthStart(ctx.today),
      to: monthEnd(ctx.today),
      phrase: t(ctx.lang, '本月', 'this month'),
      unit: 'month',
      future: false,
    }
  );
}

function subjectOf(ctx: ToolContext, request: MetricRequest, scopeKind: 'all' | 'dept' | 'own', mine: boolean): string {
  const { lang } = ctx;
  if (request.customer) {
    const name = request.customer.name;
    return t(
      lang,
      name ? `客户「${name}」（${request.customer.code}）的` : `客户 ${request.customer.code} 的`,
      name ? `customer ${name} (${request.customer.code})'s ` : `customer ${request.customer.code}'s `,
    );
  }
  if (mine) return t(lang, '你的', 'your ');
  if (request.staff) return t(lang, `${request.staff.name}的`, `${request.staff.nameEn}'s `);
  if (request.dept) return t(lang, `${request.dept.name}的`, `${request.dept.nameEn}'s `);
  if (scopeKind === 'own') return t(lang, '你的', 'your ');
  if (scopeKind === 'dept') return t(lang, '你负责部门的', "your departments' ");
  return t(lang, '全公司', 'company-wide ');
}

export async function metricFlow(ctx: ToolContext, input: FiguresInput): Promise<ToolAnswer> {
  const { lang } = ctx;
  const period = resolvePeriod(ctx, input);
  const onlyLoss = input.onlyLoss ?? false;
  const mine = input.mine ?? false;
  const memo: ChatMemo = {
    intent: input.compareWith ? 'compare' : 'metric',
    topic: input.topic,
    measure: input.measure ?? null,
    period,
    product: input.product,
    customerType: input.customerType,
    groupBy: input.groupBy,
    onlyLoss,
    mine,
  };
  const fallback = suggestedFor(ctx.permissions, lang);
  if (input.unsupportedGroup) {
    ctx.record(
      'capability',
      { unsupportedGroup: input.unsupportedGroup, period: { from: period.from, to: period.to } },
      { kind: 'unsupported-group' },
    );
    return {
      text: composeUnservedGroup(lang, input.unsupportedGroup, input.topic, period),
      docIds: [METRIC_DOCS[input.topic]],
      guesses: fallback,
      memo,
      status: 'refused',
      facts: {},
    };
  }
  if (period.future) return { text: composeFuture(lang, period), docIds: [], guesses: fallback, memo, status: 'no-data', facts: {} };

  const customer = input.customer ? await findCustomer(ctx, input.customer) : null;
  if (customer && 'hidden' in customer)
    return {
      text: composeHiddenCustomer(lang, customer.hidden),
      docIds: [],
      guesses: fallback,
      memo: null,
      status: 'not-visible',
      facts: {},
    };
  const scope = await ctx.scope();
  const staff =
    mine && scope.kind !== 'own'
      ? { id: ctx.staffId, name: '', nameEn: '', inScope: true }
      : input.colleague
        ? await findStaff(ctx, input.colleague)
        : null;
  const dept = customer || staff || !input.department ? null : await findDepartment(ctx, input.department);
  const grouped = input.groupBy !== undefined && input.groupBy !== 'date' && input.groupBy !== 'month';
  const order = input.ascending ? ('asc' as const) : ('desc' as const);
  const sortField =
    input.sortBy ??
    (grouped && !onlyLoss ? (input.measure ? SORT_OF[input.measure] : input.topic === 'profit' ? 'profit' : 'revenue') : undefined);
  const request: MetricRequest = {
    topic: input.topic,
    period,
    product: input.product,
    customerType: input.customerType,
    groupBy: input.groupBy,
    top: input.top,
    onlyLoss,
    sort: sortField ? { field: sortField, order } : undefined,
    customer: customer ?? undefined,
    staff: staff ?? undefined,
    dept: dept ?? undefined,
  };
  const subject = subjectOf(ctx, request, scope.kind, mine && !request.customer);
  const refusal = (outcome: Exclude<MetricOutcome, { kind: 'ok' }>): ToolAnswer => ({
    text: outcome.kind === 'out-of-scope' ? composeOutOfScope(lang, outcome.who, scope.kind) : composeRefusal(lang, outcome),
    docIds: [],
    guesses: fallback,
    memo,
    status: 'refused',
    facts: {},
  });

  if (input.compareWith) {
    const lastYear = input.compareWith === 'lastYear';
    const earlier = lastYear ? samePeriodLastYear(period) : previousPeriod(period);
    const outcome = await runCompareTool(ctx, request, earlier);
    if (outcome.kind === 'failed') return refusal(outcome.outcome);
    const previousPhrase = lastYear ? t(lang, '去年同期', 'the same period last year') : t(lang, '上一期', 'the period before');
    return {
      text: composeCompareAnswer({
        lang,
        subject,
        product: input.product,
        current: period,
        previous: { ...earlier, phrase: previousPhrase },
        outcome,
      }),
      docIds: [METRIC_DOCS.performance],
      guesses: metricGuesses({
        lang,
        phrase: period.phrase,
        product: input.product,
        groupBy: input.groupBy,
        topic: 'performance',
        onlyLoss: false,
        compared: true,
      }),
      memo,
      status: 'ok',
      facts: {
        period: { from: period.from, to: period.to },
        previous: earlier,
        current_totals: outcome.current.result.totals,
        previous_totals: outcome.previous.result.totals,
        change: outcome.change,
        link: outcome.current.link,
      },
    };
  }
  const outcome = await runMetricTool(ctx, request);
  if (outcome.kind !== 'ok') return refusal(outcome);
  return {
    text: composeMetricAnswer({
      lang,
      measure: input.measure ?? null,
      period,
      subject,
      topic: input.topic,
      product: input.product,
      groupBy: input.groupBy,
      onlyLoss,
      today: ctx.today,
      outcome,
    }),
    docIds: [METRIC_DOCS[input.topic]],
    guesses: metricGuesses({
      lang,
      phrase: period.phrase,
      product: input.product,
      groupBy: input.groupBy,
      topic: input.topic,
      onlyLoss,
      compared: false,
    }),
    memo,
    status: 'ok',
    facts: {
      period: { from: period.from, to: period.to },
      totals: outcome.result.totals,
      groups: outcome.result.count,
      rows: outcome.result.rows,
      link: outcome.link,
    },
  };
}
