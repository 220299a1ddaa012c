import * as calls from '../../shared/api/feedback-calls';
import { handle, type RegisteredCall } from '../http/call-router';
import { commitFeedback, pageEvaluation } from './feedback-service';

/** The calls of feedback and rating. */
export const feedbackHandlers: RegisteredCall[] = [
  handle(calls.feedbackCommit, async ({ deps, staff, input }) => ({ id: await commitFeedback(deps, staff, input.body) })),

  handle(calls.pageEvaluationCheck, async ({ deps, staff, input }) => pageEvaluation(deps, staff, input.query.resourceId)),
];
