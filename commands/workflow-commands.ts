import { PERMISSION_KEYS } from '../src/shared/permissions';
import type { Command } from './types';

/**
 * Approval entries of the palette's `>` actions. The per-process 发起<流程名> actions come from the
 * server's list of startable processes (the palette's to-do group), not from here: they change with
 * what an administrator publishes.
 */
export const WORKFLOW_COMMAND_IDS = {
  agreeBatch: 'workflow.agree-batch',
} as const;

export const workflowCommands: Command[] = [
  {
    id: WORKFLOW_COMMAND_IDS.agreeBatch,
    title: { zh: '批量同意…', en: 'Agree in batch…' },
    keywords: ['approve', 'agree', 'batch', 'todo', 'to-do', '批量', '同意', '审批', '待办'],
    icon: 'ListChecks',
    permission: PERMISSION_KEYS.workflow,
    // The palette shows the multi-select of to-dos as its own nested page.
    when: (ctx) => ctx.signedIn && !!ctx.palette,
    perform: (ctx) => ctx.palette?.openChoices(WORKFLOW_COMMAND_IDS.agreeBatch),
  },
];
