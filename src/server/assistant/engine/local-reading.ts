import type { ChatMemo } from '../../db/schema/assistant';
import { customerIn, departmentIn, staffIn } from '../tools/entities';
import type { ToolContext } from '../tools/tool-context';
import type { Reading } from '../understand/understand';
import { asksAnnualLeave, asksMyShifts } from './hrm-flows';
import { asksUnreadMail } from './mail-flows';
import { SORT_OF } from './metric-flow';
import type { FiguresInput, ToolCallRequest } from './tool-inputs';

/**
 * The local engine's reading of a question, turned into the tool calls a model would make for it,
 * in the order to try them (a page named in a how-to question, a document when no page fits).
 */

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

/** Only the fields that say something, as a model writes a call. */
function defined<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== false)) as T;
}

/** The customer, colleague or department the question names, in its own words. */
async function namesIn(
  ctx: ToolContext,
  question: string,
  mine: boolean,
): Promise<Pick<FiguresInput, 'customer' | 'colleague' | 'department'>> {
  const customer = await customerIn(ctx, question);
  if (customer && 'hidden' in customer.ref) return { customer: customer.said };
  // "我的" stands for the user as a colleague, unless their scope is their own data anyway.
  const self = mine && (await ctx.scope()).kind !== 'own';
  const colleague = self ? null : await staffIn(ctx, question);
  const department = customer || colleague || self ? null : await departmentIn(ctx, question);
  return { customer: customer?.said, colleague: colleague?.said, department: department?.said };
}

async function figuresCall(ctx: ToolContext, question: string, reading: Reading): Promise<ToolCallRequest> {
  const { period } = reading;
  const trend = reading.groupBy === 'date' || reading.groupBy === 'month';
  const input: FiguresInput = {
    topic: reading.topic,
    measure: reading.measure ?? undefined,
    period: period?.phrase,
    from: period?.from,
    to: period?.to,
    product: reading.product,
    customerType: reading.customerType,
    groupBy: reading.groupBy,
    top: reading.top,
    onlyLoss: reading.onlyLoss,
    ascending: reading.ascending,
    mine: reading.mine,
    compareWith: reading.intent === 'compare' ? (reading.compare ?? 'previous') : undefined,
    // "哪个月业绩最高" ranks the months by the figure; a plain trend stays in date order.
    sortBy: trend && reading.rank ? SORT_OF[reading.measure ?? (reading.topic === 'profit' ? 'profit' : 'revenue')] : undefined,
    unsupportedGroup: reading.intent === 'metric' ? reading.unservedGroup : undefined,
    ...(await namesIn(ctx, question, reading.mine)),
  };
  return { name: 'query_business_figures', input: defined(input) };
}

/** The tool calls for a question, to try in order until one answers; none for greetings. */
export async function toolCallsFor(
  ctx: ToolContext,
  question: string,
  reading: Reading,
  previous: ChatMemo | null,
): Promise<ToolCallRequest[]> {
  // A period says when, not what about: it does not make a document relevant.
  const topic = reading.period ? question.replace(reading.period.phrase, ' ') : question;
  const help: ToolCallRequest = { name: 'search_help', input: { question: topic } };
  if (asksUnreadMail(question)) return [{ name: 'unread_mail', input: {} }];
  if (asksAnnualLeave(question)) return [{ name: 'annual_leave', input: {} }];
  if (asksMyShifts(question)) return [{ name: 'my_shifts', input: {} }];
  switch (reading.intent) {
    case 'greeting':
    case 'capabilities':
      return [];
    case 'todo':
      return [{ name: 'my_todos', input: {} }];
    case 'task':
      return [{ name: 'act_on_task', input: { action: reading.taskAction ?? 'agree', request: reading.target || question } }];
    case 'metric':
    case 'compare':
      // A follow-up with nothing to follow is read as a question of its own.
      if (reading.followUp && !previous && !reading.measure) break;
      return [await figuresCall(ctx, question, reading)];
    case 'navigate':
      return [{ name: 'find_page', input: { request: reading.target || question } }, help];
    default:
      break;
  }
  // A page named without a verb ("短信发送记录") still opens it.
  return [help, { name: 'find_page', input: { request: question } }];
}
