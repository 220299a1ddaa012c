import { i18n } from '../i18n/i18n';
import { isApiError } from './api-error';
import { describeFailure, type Translate } from './failure-handler';

/** i18n.t narrowed to the failure texts (their keys are checked against the message tree). */
export const translateFailure: Translate = (key, params) => i18n.t(key, params);

/** A readable sentence for anything a call rejected with, in the current language. */
export function failureText(error: unknown): string {
  return isApiError(error) ? describeFailure(error, translateFailure) : translateFailure('failure.unknown');
}
