import { APP_CODES } from '../../shared/error-codes';
import { AppError, fail } from '../http/app-error';

/** The workflow's own refusals, each with its catalogue code and a message in both languages. */
export const workflowFail = {
  /** The task was handled, cancelled or changed since the caller saw it: never a second move. */
  stale: () => new AppError(APP_CODES.TASK_STALE, 'workflow.taskStale', {}, 409),
  closed: () => new AppError(APP_CODES.TASK_STALE, 'workflow.instanceClosed', {}, 409),
  notAssignee: () => new AppError(APP_CODES.FORBIDDEN, 'workflow.notAssignee', {}, 403),
  notApplicant: () => new AppError(APP_CODES.FORBIDDEN, 'workflow.notApplicant', {}, 403),
  legacy: () => new AppError(APP_CODES.CONFLICT, 'workflow.legacyInstance', {}, 409),
  disabled: () => new AppError(APP_CODES.CONFLICT, 'workflow.processDisabled', {}, 409),
  notPublished: () => new AppError(APP_CODES.CONFLICT, 'workflow.notPublished', {}, 409),
  draftStale: () => new AppError(APP_CODES.CONFLICT, 'workflow.draftStale', {}, 409),
  urgeTooSoon: (seconds: number) => fail.rateLimited(seconds, 'workflow.urgeTooSoon'),
  invalid: (field: string, key: Parameters<typeof fail.validationKey>[0]) => fail.validationKey(key, field),
};
