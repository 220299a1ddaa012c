import { APP_CODES } from '../../shared/error-codes';
import type { CallDef } from '../../shared/api/define-call';
import {
  canRejectProcessNode,
  myApplyPage,
  myCcMePage,
  myHandlePage,
  mySummary,
  myToDoPage,
  operateAddSign,
  operateAgree,
  operateCc,
  operateComment,
  operateCurrentTask,
  operateFormData,
  operateInstanceDetail,
  operateReject,
  operateTransmit,
  operateUrge,
  operateWithdraw,
} from '../../shared/api/workflow-calls';
import { isApiError } from '../api/api-error';
import { invalidateCall, useCallMutation, type CallMutationOptions } from '../api/use-call';

/**
 * The moves a person makes on an approval task, one implementation for the task pages, the command
 * palette and the assistant's card: after a move (or a refused one — a stale task means the screen
 * was out of date) every view that shows the request or the caller's counts reads again.
 */
const AFFECTED_CALLS: readonly CallDef[] = [
  myToDoPage,
  myApplyPage,
  myHandlePage,
  myCcMePage,
  operateInstanceDetail,
  operateFormData,
  operateCurrentTask,
  canRejectProcessNode,
  mySummary,
];

/** Marks every task list, request detail and the shell's process summary stale; those on screen refetch. */
export async function invalidateTaskViews(): Promise<void> {
  await Promise.all(AFFECTED_CALLS.map((call) => invalidateCall(call)));
}

/** The task was handled or changed since it was read (TASK_STALE): nothing moved, the screen must reload. */
export function isStaleTask(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && error.code === APP_CODES.TASK_STALE;
}

function useTaskMutation<C extends CallDef>(call: C, options: CallMutationOptions<C> = {}) {
  return useCallMutation(call, {
    ...options,
    onSettled: async (...args) => {
      // Not awaited: the move is done when the server says so. Waiting for every view to read
      // again (a long to-do list is many pages) held back the 已同意 notice by seconds.
      void invalidateTaskViews();
      await options.onSettled?.(...args);
    },
  });
}

/** 同意 (or submit a returned request again). */
export const useAgreeTask = (options?: CallMutationOptions<typeof operateAgree>) => useTaskMutation(operateAgree, options);
/** 驳回: to the applicant, an earlier node, or the end. */
export const useRejectTask = (options?: CallMutationOptions<typeof operateReject>) => useTaskMutation(operateReject, options);
/** 转交 to another person. */
export const useTransmitTask = (options?: CallMutationOptions<typeof operateTransmit>) => useTaskMutation(operateTransmit, options);
/** 评论: nothing moves, the timeline grows. */
export const useCommentTask = (options?: CallMutationOptions<typeof operateComment>) => useTaskMutation(operateComment, options);
/** 加签 before or after the caller. */
export const useAddSign = (options?: CallMutationOptions<typeof operateAddSign>) => useTaskMutation(operateAddSign, options);
/** 撤回 by the applicant. */
export const useWithdraw = (options?: CallMutationOptions<typeof operateWithdraw>) => useTaskMutation(operateWithdraw, options);
/** 催办 by the applicant (the server allows one per 10 minutes and says so). */
export const useUrge = (options?: CallMutationOptions<typeof operateUrge>) => useTaskMutation(operateUrge, options);
/** 抄送 to people. */
export const useCc = (options?: CallMutationOptions<typeof operateCc>) => useTaskMutation(operateCc, options);
