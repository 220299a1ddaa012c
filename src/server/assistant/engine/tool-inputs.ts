import { z } from 'zod';
import { PRODUCTS } from '../../../shared/api/business-calls';
import { METRIC_GROUPS } from '../tools/metric-tool';
import { MEASURE_NAMES } from '../understand/vocabulary';

/**
 * The assistant's tools as calls: a name and an input. Both engines make these calls: the local
 * engine from its reading of the question, the LLM engine as the model asks (these schemas, with
 * their descriptions, are what the model sees). The same call gives the same answer either way.
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const SORTS = ['revenue', 'volume', 'cost', 'profit', 'margin', 'successCount'] as const;

const figuresInput = z.object({
  topic: z.enum(['performance', 'profit']),
  measure: z.enum(MEASURE_NAMES).optional().describe('The figure the user asked about, written first'),
  period: z.string().optional().describe("The period in the user's words: 上个月, last week, 2026年10月, Q3, 最近7天"),
  from: isoDay.optional(),
  to: isoDay.optional(),
  product: z.enum(PRODUCTS).optional(),
  customerType: z.enum(['c', 'r']).optional().describe('c direct customers, r agent customers'),
  groupBy: z.enum(METRIC_GROUPS).optional(),
  top: z.number().int().min(1).max(100).optional(),
  onlyLoss: z.boolean().optional().describe('Only loss-making groups'),
  sortBy: z.enum(SORTS).optional(),
  ascending: z.boolean().optional(),
  customer: z.string().optional().describe('Customer name or code as the user wrote it'),
  colleague: z.string().optional().describe('Colleague name or job number'),
  department: z.string().optional(),
  mine: z.boolean().optional().describe('The user asked about their own figures'),
  unsupportedGroup: z
    .string()
    .min(1)
    .max(40)
    .optional()
    .describe(
      'A breakdown or ranking the user asked for that groupBy does not offer (city, industry…), in their words; "?" when they rank without saying by what. The tool then says what it cannot do instead of giving other figures',
    ),
  compareWith: z
    .enum(['previous', 'lastYear'])
    .optional()
    .describe('previous: the period before (环比); lastYear: the same period last year (同比)'),
});
export type FiguresInput = z.infer<typeof figuresInput>;

const taskActionInput = z.object({
  action: z.enum(['agree', 'reject']).describe('agree (同意, approve) or reject (驳回)'),
  request: z.string().describe("The task as the user named it: applicant and process, e.g. 张伟的充值申请 or Zhang Wei's recharge request"),
});
export type TaskActionInput = z.infer<typeof taskActionInput>;

export const TOOL_INPUTS = {
  query_business_figures: figuresInput,
  find_page: z.object({ request: z.string().describe('The page as the user named it') }),
  search_help: z.object({ question: z.string() }),
  my_todos: z.object({}),
  act_on_task: taskActionInput,
  unread_mail: z.object({}),
  my_shifts: z.object({}),
  annual_leave: z.object({}),
} as const;

export type ToolName = keyof typeof TOOL_INPUTS;
export type ToolCallRequest = { [K in ToolName]: { name: K; input: z.infer<(typeof TOOL_INPUTS)[K]> } }[ToolName];
