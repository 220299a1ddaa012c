import { z } from 'zod';
import { SIGNED_IN, defineCall } from './define-call';

/** Workflow (sections.md §7 "/v2/workflow"): what the shell needs, the process summary. */
export const processSummary = z.object({
  applyNum: z.number().int().describe('My started processes still running'),
  ccNum: z.number().int().describe('Processes copied to me that I have not opened'),
  handleNum: z.number().int().describe('Tasks I have handled'),
  todoNum: z.number().int().describe('Tasks waiting for me'),
});
export type ProcessSummary = z.infer<typeof processSummary>;

export const mySummary = defineCall({
  id: 'workflow.mySummary',
  method: 'GET',
  path: '/v2/workflow/my/summary',
  permission: SIGNED_IN,
  tag: 'workflow',
  summary: 'The caller’s process counts: started, copied, handled, to do',
  response: processSummary,
});
