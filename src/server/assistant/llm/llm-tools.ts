import { tool } from 'ai';
import type { ToolAnswer } from '../engine/engine';
import { runToolCall } from '../engine/tool-calls';
import { TOOL_INPUTS, type ToolCallRequest, type ToolName } from '../engine/tool-inputs';
import type { ToolContext } from '../tools/tool-context';

/**
 * The assistant's tool calls as `ai` tools: the model makes the call, the same tool layer as the
 * local engine's answers it. The model reads the facts and `answer_markdown` (the answer the local
 * engine gives to the same call, which it may quote); the answers are kept for the end of the
 * stream (documents to cite, follow-up questions, memo).
 */
const DESCRIPTIONS: Record<ToolName, string> = {
  query_business_figures:
    "Performance (revenue, volume, successes, cost, profit, margin) or profit figures of the asking user's data scope, through the same query services as the portal pages. Rankings and breakdowns by customer, supplier, country, staff, department, product, day or month (top N, bottom N with ascending, losses with onlyLoss). A grouping it does not offer goes in unsupportedGroup, never left out. Returns exact, formatted figures and the page showing them.",
  find_page: 'Finds the portal page a user wants to open, and whether they may open it.',
  search_help: 'Searches the knowledge base: module introductions, purchase, sales and finance guides, fault solutions.',
  my_todos: 'The approvals waiting for the user: process, applicant, amount, how long each has waited, and the link to each.',
  act_on_task:
    "Finds the one to-do the user wants to agree to or reject, by applicant and process. For agree it puts a confirmation card under the answer; only the user's click on it agrees, so never say the request was approved. Several matches: ask which. Reject: link to the detail page.",
  unread_mail:
    'Unread mail of the user’s own mailbox: inbox, marketing and junk counters (the mailbox’s own figures), with the inbox link; says when the user has no mailbox.',
  my_shifts:
    'The user’s own published shifts this week, Monday to Sunday (shift, start and end time, group), with the link to the home page block that shows them.',
  annual_leave:
    'The user’s own annual leave this year: days left, entitled and taken (approved leave), with the link to the home page block that shows the balance.',
};

function modelView(answer: ToolAnswer | null): Record<string, unknown> {
  return answer ? { status: answer.status, ...answer.facts, answer_markdown: answer.text } : { status: 'not-found' };
}

export function buildLlmTools(ctx: ToolContext, answers: ToolAnswer[]) {
  const run = async (call: ToolCallRequest) => {
    const answer = await runToolCall(ctx, call);
    if (answer) answers.push(answer);
    return modelView(answer);
  };
  return {
    query_business_figures: tool({
      description: DESCRIPTIONS.query_business_figures,
      inputSchema: TOOL_INPUTS.query_business_figures,
      execute: (input) => run({ name: 'query_business_figures', input }),
    }),
    find_page: tool({
      description: DESCRIPTIONS.find_page,
      inputSchema: TOOL_INPUTS.find_page,
      execute: (input) => run({ name: 'find_page', input }),
    }),
    search_help: tool({
      description: DESCRIPTIONS.search_help,
      inputSchema: TOOL_INPUTS.search_help,
      execute: (input) => run({ name: 'search_help', input }),
    }),
    my_todos: tool({
      description: DESCRIPTIONS.my_todos,
      inputSchema: TOOL_INPUTS.my_todos,
      execute: (input) => run({ name: 'my_todos', input }),
    }),
    act_on_task: tool({
      description: DESCRIPTIONS.act_on_task,
      inputSchema: TOOL_INPUTS.act_on_task,
      execute: (input) => run({ name: 'act_on_task', input }),
    }),
    unread_mail: tool({
      description: DESCRIPTIONS.unread_mail,
      inputSchema: TOOL_INPUTS.unread_mail,
      execute: (input) => run({ name: 'unread_mail', input }),
    }),
    my_shifts: tool({
      description: DESCRIPTIONS.my_shifts,
      inputSchema: TOOL_INPUTS.my_shifts,
      execute: (input) => run({ name: 'my_shifts', input }),
    }),
    annual_leave: tool({
      description: DESCRIPTIONS.annual_leave,
      inputSchema: TOOL_INPUTS.annual_leave,
      execute: (input) => run({ name: 'annual_leave', input }),
    }),
  };
}
