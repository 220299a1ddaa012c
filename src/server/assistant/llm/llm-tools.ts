import { tool } from 'ai';
import { z } from 'zod';
import { PRODUCTS } from '../../../shared/api/business-calls';
import { monthEnd, monthStart } from '../../../shared/business/dates';
import { composeCompareAnswer } from '../compose/compare-answer';
import { metricGuesses } from '../compose/guess-questions';
import { composeMetricAnswer } from '../compose/metric-answer';
import { composeFuture, composeHiddenCustomer, composeOutOfScope, composePageAnswer, composeRefusal, composeTodoAnswer } from '../compose/plain-answers';
import { t } from '../compose/phrases';
import { METRIC_DOCS, NO_PERMISSION_DOC, docsAboutPage } from '../engine/doc-refs';
import { composeKnowledgeAnswer } from '../compose/knowledge-answer';
import { runCompareTool } from '../tools/compare-tool';
import { findCustomer, findDepartment, findStaff } from '../tools/entities';
import { runMetricTool, type MetricRequest } from '../tools/metric-tool';
import { runFindPageTool, runKbSearchTool, runTodoTool } from '../tools/page-tools';
import type { ToolContext } from '../tools/tool-context';
import { parsePeriod, previousPeriod, samePeriodLastYear, type ResolvedPeriod } from '../understand/period';

/**
 * The local engine's tools as `ai` tools with zod schemas. Each answers with the facts and with
 * `answer_markdown`, the local engine's own rendering of them, which the model may quote. What the
 * tools found (documents to cite, follow-up questions) is collected for the end of the stream.
 */
export interface LlmFindings {
  docIds: string[];
  guesses: string[];
}

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const GROUPS = ['date', 'month', 'staff', 'dept', 'customer', 'country', 'product', 'supplier'] as const;
const SORTS = ['revenue', 'volume', 'cost', 'profit', 'margin', 'successCount'] as const;

function periodOf(ctx: ToolContext, words: string | undefined, from: string | undefined, to: string | undefined): ResolvedPeriod {
  if (from && to) return { from, to, phrase: `${from} – ${to}`, unit: 'days', future: from > ctx.today };
  const parsed = words ? parsePeriod(words, ctx.today) : null;
  return parsed ?? { from: monthStart(ctx.today), to: monthEnd(ctx.today), phrase: t(ctx.lang, '本月', 'this month'), unit: 'month', future: false };
}

export function buildLlmTools(ctx: ToolContext, findings: LlmFindings) {
  const { lang } = ctx;
  return {
    query_business_figures: tool({
      description: 'Performance (revenue, volume, successes, cost, profit, margin) or profit figures of the asking user\'s data scope, through the same query services as the portal pages. Returns exact, formatted figures and the page showing them.',
      inputSchema: z.object({
        topic: z.enum(['performance', 'profit']),
        period: z.string().optional().describe('The period in the user\'s words: 上个月, last week, 2026年10月, Q3, 最近7天'),
        from: isoDay.optional(), to: isoDay.optional(),
        product: z.enum(PRODUCTS).optional(),
        customerType: z.enum(['c', 'r']).optional().describe('c direct customers, r agent customers'),
        groupBy: z.enum(GROUPS).optional(),
        top: z.number().int().min(1).max(100).optional(),
        onlyLoss: z.boolean().optional().describe('Only loss-making groups'),
        sortBy: z.enum(SORTS).optional(), ascending: z.boolean().optional(),
        customer: z.string().optional().describe('Customer name or code as the user wrote it'),
        colleague: z.string().optional().describe('Colleague name or job number'),
        department: z.string().optional(),
        mine: z.boolean().optional().describe('The user asked about their own figures'),
        compareWith: z.enum(['previous', 'lastYear']).optional(),
      }),
      execute: async (input) => {
        const period = periodOf(ctx, input.period, input.from, input.to);
        if (period.future) return { status: 'no-data', answer_markdown: composeFuture(lang, period) };
        const customer = input.customer ? await findCustomer(ctx, input.customer) : null;
        if (customer && 'hidden' in customer) return { status: 'not-visible', answer_markdown: composeHiddenCustomer(lang, customer.hidden) };
        const scope = await ctx.scope();
        const staff = input.mine && scope.kind !== 'own' ? { id: ctx.staffId, name: '', nameEn: '', inScope: true } : input.colleague ? await findStaff(ctx, input.colleague) : null;
        const dept = input.department ? await findDepartment(ctx, input.department) : null;
        const request: MetricRequest = {
          topic: input.topic, period, product: input.product, customerType: input.customerType, groupBy: input.groupBy, top: input.top, onlyLoss: input.onlyLoss,
          sort: input.sortBy ? { field: input.sortBy, order: input.ascending ? 'asc' : 'desc' } : undefined,
          customer: customer ?? undefined, staff: staff ?? undefined, dept: dept ?? undefined,
        };
        const subject = input.mine ? t(lang, '你的', 'your ') : '';
        if (input.compareWith) {
          const earlier = input.compareWith === 'lastYear' ? samePeriodLastYear(period) : previousPeriod(period);
          const outcome = await runCompareTool(ctx, request, earlier);
          if (outcome.kind === 'failed') return { status: 'refused', answer_markdown: refusalText(ctx, outcome.outcome, scope.kind) };
          findings.docIds.push(METRIC_DOCS.performance);
          findings.guesses = metricGuesses({ lang, phrase: period.phrase, product: input.product, groupBy: input.groupBy, topic: 'performance', onlyLoss: false, compared: true });
          const previous = { ...earlier, phrase: t(lang, '上一期', 'the period before') };
          return { status: 'ok', change: outcome.change, answer_markdown: composeCompareAnswer({ lang, subject, product: input.product, current: period, previous, outcome }) };
        }
        const outcome = await runMetricTool(ctx, request);
        if (outcome.kind !== 'ok') return { status: 'refused', answer_markdown: refusalText(ctx, outcome, scope.kind) };
        findings.docIds.push(METRIC_DOCS[input.topic]);
        findings.guesses = metricGuesses({ lang, phrase: period.phrase, product: input.product, groupBy: input.groupBy, topic: input.topic, onlyLoss: input.onlyLoss ?? false, compared: false });
        return {
          status: 'ok',
          period: { from: period.from, to: period.to },
          totals: outcome.result.totals,
          groups: outcome.result.count,
          rows: outcome.result.rows,
          link: outcome.link,
          answer_markdown: composeMetricAnswer({ lang, measure: null, period, subject, topic: input.topic, product: input.product, groupBy: input.groupBy, onlyLoss: input.onlyLoss ?? false, today: ctx.today, outcome }),
        };
      },
    }),
    find_page: tool({
      description: 'Finds the portal page a user wants to open, and whether they may open it.',
      inputSchema: z.object({ request: z.string().describe('The page as the user named it') }),
      execute: async ({ request }) => {
        const outcome = runFindPageTool(ctx, request);
        if (outcome.kind === 'none') return { status: 'not-found' };
        findings.docIds.push(...(outcome.allowed ? docsAboutPage(outcome.page.path, lang) : [NO_PERMISSION_DOC]));
        return { status: outcome.allowed ? 'ok' : 'no-permission', title: outcome.page.title[lang], answer_markdown: composePageAnswer(lang, outcome.page, outcome.allowed) };
      },
    }),
    search_help: tool({
      description: 'Searches the knowledge base: module introductions, purchase, sales and finance guides, fault solutions.',
      inputSchema: z.object({ question: z.string() }),
      execute: async ({ question }) => {
        const hits = runKbSearchTool(ctx, question).filter((hit) => hit.confident);
        findings.docIds.push(...hits.map((hit) => hit.doc.id));
        const [best] = hits;
        if (!best) return { status: 'not-found' };
        return { status: 'ok', documents: hits.map((hit) => ({ title: hit.doc.title, url: hit.url })), answer_markdown: composeKnowledgeAnswer(lang, best.doc, best.url, question, ctx.permissions) };
      },
    }),
    my_todos: tool({
      description: 'The approvals waiting for the user, their requests in progress and unread copies.',
      inputSchema: z.object({}),
      execute: async () => {
        const outcome = await runTodoTool(ctx);
        return { status: 'ok', summary: outcome.summary, answer_markdown: composeTodoAnswer(lang, outcome) };
      },
    }),
  };
}

function refusalText(ctx: ToolContext, outcome: Exclude<Awaited<ReturnType<typeof runMetricTool>>, { kind: 'ok' }>, scopeKind: 'all' | 'dept' | 'own'): string {
  return outcome.kind === 'out-of-scope' ? composeOutOfScope(ctx.lang, outcome.who, scopeKind) : composeRefusal(ctx.lang, outcome);
}
