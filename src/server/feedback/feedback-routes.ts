import * as calls from '../../shared/api/feedback-calls';
import { exportOrQueue } from '../download';
import { handle, type RegisteredCall } from '../http/call-router';
import {
  listPopupConfigs,
  listQuestions,
  listScoreLevels,
  pageDict,
  readTips,
  saveDict,
  savePopupConfig,
  updateQuestions,
  writeTips,
} from './feedback-config';
import { feedbackExporter } from './feedback-exporter';
import {
  feedbackDetail,
  listHandlers,
  manageFeedback,
  myFeedback,
  replyToFeedback,
  scoreSummary,
  statusCounts,
  unrepliedCount,
  updateFeedback,
} from './feedback-handling';
import { popupDecision } from './feedback-popup';
import { commitFeedback, pageEvaluation } from './feedback-service';

/** The calls of feedback and rating. */
export const feedbackHandlers: RegisteredCall[] = [
  handle(calls.feedbackCommit, async ({ deps, staff, input }) => ({ id: await commitFeedback(deps, staff, input.body) })),

  handle(calls.pageEvaluationCheck, async ({ deps, staff, input }) => pageEvaluation(deps, staff, input.query.resourceId)),

  handle(calls.questionList, async ({ deps }) => listQuestions(deps.db)),

  handle(calls.questionUpdate, async ({ deps, input }) => updateQuestions(deps, input.body)),

  handle(calls.tipsGet, async ({ deps }) => readTips(deps.db)),

  handle(calls.tipsUpdate, async ({ deps, staff, input }) => writeTips(deps, staff, input.body)),

  handle(calls.scoreLevels, async ({ deps }) => listScoreLevels(deps.db)),

  handle(calls.dictPage, async ({ deps, staff, input }) => pageDict(deps.db, staff, input.body)),

  handle(calls.dictSave, async ({ deps, input }) => saveDict(deps, input.body)),

  handle(calls.popupConfigList, async ({ deps }) => listPopupConfigs(deps.db)),

  handle(calls.popupConfigSave, async ({ deps, input }) => savePopupConfig(deps, input.body)),

  handle(calls.popupTriggers, async ({ deps, staff, input, lang }) => popupDecision(deps, staff, input.body.path, lang)),

  handle(calls.myPage, async ({ deps, staff, input, lang }) => myFeedback(deps.db, staff, input.body, lang)),

  handle(calls.feedbackDetail, async ({ deps, staff, input, lang }) => feedbackDetail(deps.db, staff, input.params.id, lang)),

  handle(calls.managePage, async ({ deps, staff, input, lang }) => manageFeedback(deps.db, staff, input.body, lang)),

  handle(calls.feedbackCount, async ({ deps }) => statusCounts(deps.db)),

  handle(calls.feedbackScore, async ({ deps, input }) => scoreSummary(deps, input.query.days)),

  handle(calls.unreplyCount, async ({ deps }) => ({ count: await unrepliedCount(deps.db) })),

  handle(calls.replyFeedback, async ({ deps, staff, input, lang }) => replyToFeedback(deps, staff, input.body, lang)),

  handle(calls.handleFeedback, async ({ deps, input }) => ({ changed: await updateFeedback(deps, input.body) })),

  handle(calls.handlerOptions, async ({ deps, lang }) => listHandlers(deps.db, lang)),

  handle(calls.exportFeedback, async (ctx) => exportOrQueue(ctx, feedbackExporter, ctx.input.body)),
];
