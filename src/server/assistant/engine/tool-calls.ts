import type { ToolContext } from '../tools/tool-context';
import type { ToolAnswer } from './engine';
import { annualLeaveFlow, myShiftsFlow } from './hrm-flows';
import { unreadMailFlow } from './mail-flows';
import { metricFlow } from './metric-flow';
import { knowledgeFlow, pageFlow } from './page-flows';
import { taskActionFlow, todoFlow } from './task-flows';
import type { ToolCallRequest } from './tool-inputs';

/** Runs one tool call, whichever engine made it; null when the tool found nothing to answer with. */
export async function runToolCall(ctx: ToolContext, call: ToolCallRequest): Promise<ToolAnswer | null> {
  switch (call.name) {
    case 'query_business_figures':
      return metricFlow(ctx, call.input);
    case 'find_page':
      return pageFlow(ctx, call.input.request);
    case 'search_help':
      return knowledgeFlow(ctx, call.input.question);
    case 'my_todos':
      return todoFlow(ctx);
    case 'act_on_task':
      return taskActionFlow(ctx, call.input);
    case 'unread_mail':
      return unreadMailFlow(ctx);
    case 'my_shifts':
      return myShiftsFlow(ctx);
    case 'annual_leave':
      return annualLeaveFlow(ctx);
  }
}
