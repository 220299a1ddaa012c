import * as calls from '../../shared/api/workflow-calls';
import { handle, type RegisteredCall } from '../http/call-router';
import { processSummary } from './workflow-summary';

export const workflowHandlers: RegisteredCall[] = [
  handle(calls.mySummary, async ({ deps, staff }) => processSummary(deps.db, staff.staffId)),
];
