import type { DialogSpec } from '../ui/dialog-store';
import type { ApiError } from './api-error';

/**
 * shell.md §8 as data: what the app does with each failed call. `failureAction` is pure (unit
 * tested); `createFailureHandler` carries it out with injected effects.
 */
export const NO_MAILBOX_PATH = '/message/email/none';
export const ALIAS_RECORD_PATH = '/crm/operate/alias-record';
export const SEA_PICK_APPLY_PATH = '/general/process/sea-pick-cust-lead/apply';
/** shell.md §8: "show the error, wait 2 s, sign out". */
export const SIGN_OUT_DELAY_MS = 2000;

export type FailureAction =
  | { kind: 'sign-out'; message: string; delayMs: number; referer: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'toast'; level: 'success' | 'error'; message: string }
  | { kind: 'dialog'; dialog: DialogSpec };

export type FailureTextKey =
  | 'failure.network'
  | 'failure.networkUnknown'
  | 'failure.timeout'
  | 'failure.sessionEnded'
  | 'failure.unknown'
  | 'failure.dismiss'
  | 'failure.cannotExecute'
  | 'failure.aliasChange.title'
  | 'failure.aliasChange.text'
  | 'failure.aliasChange.view'
  | 'failure.seaPick.title'
  | 'failure.seaPick.text'
  | 'failure.seaPick.apply';
export type Translate = (key: FailureTextKey, params?: Record<string, string | number>) => string;

function dataField(data: unknown, name: string): string {
  if (typeof data !== 'object' || data === null) return '';
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** One readable sentence for any failure; also used by callers that show failures themselves. */
export function describeFailure(error: ApiError, t: Translate): string {
  switch (error.kind) {
    case 'timeout':
      return t('failure.timeout');
    case 'network':
      return error.status === null
        ? t('failure.networkUnknown')
        : t('failure.network', { status: error.status, text: error.statusText ?? '' }).trim();
    case 'refresh':
      // The client's own "no session" text is not for users; the reason is always the same.
      return t('failure.sessionEnded');
    case 'business':
    case 'aborted':
      return error.message || t('failure.unknown');
  }
}

export function failureAction(error: ApiError, t: Translate, currentPath: string): FailureAction {
  const toast = (message: string): FailureAction => ({ kind: 'toast', level: 'error', message });
  // Refresh failures: onSessionLost signs out, the toast only says why.
  if (error.kind !== 'business') return toast(describeFailure(error, t));

  const msg = describeFailure(error, t);
  switch (error.behaviour) {
    case 'sign-out':
      return { kind: 'sign-out', message: msg, delayMs: SIGN_OUT_DELAY_MS, referer: currentPath };
    case 'no-mailbox':
      return { kind: 'navigate', to: NO_MAILBOX_PATH };
    case 'success-message':
      return { kind: 'toast', level: 'success', message: msg };
    case 'alias-change-dialog':
      return {
        kind: 'dialog',
        dialog: {
          tone: 'warning',
          title: t('failure.aliasChange.title'),
          description: error.message || t('failure.aliasChange.text'),
          actions: [
            {
              label: t('failure.aliasChange.view'),
              to: withQuery(ALIAS_RECORD_PATH, {
                customerCode: dataField(error.data, 'customerCode'),
                taskId: dataField(error.data, 'taskId'),
              }),
            },
          ],
          dismissLabel: t('failure.dismiss'),
        },
      };
    case 'cannot-execute-dialog':
      return {
        kind: 'dialog',
        dialog: { tone: 'warning', title: t('failure.cannotExecute'), description: msg, actions: [], dismissLabel: t('failure.dismiss') },
      };
    case 'sea-pick-dialog':
      return {
        kind: 'dialog',
        dialog: {
          tone: 'info',
          title: t('failure.seaPick.title'),
          description: error.message || t('failure.seaPick.text'),
          actions: [
            {
              label: t('failure.seaPick.apply'),
              to: withQuery(SEA_PICK_APPLY_PATH, { customerCode: dataField(error.data, 'customerCode') }),
            },
          ],
          dismissLabel: t('failure.dismiss'),
        },
      };
    case 'alias-regenerated':
    case 'show-message':
      return toast(msg);
  }
}

export interface FailureEffects {
  t: Translate;
  currentPath(): string;
  toast(level: 'success' | 'error', message: string): void;
  openDialog(dialog: DialogSpec): void;
  navigate(to: string): void;
  signOut(referer: string): void;
  wait(ms: number): Promise<void>;
}

/** The ApiClient's onFailure. A burst of 10010002 answers signs out once, not once per call. */
export function createFailureHandler(effects: FailureEffects): (error: ApiError) => void {
  let signingOut = false;
  return (error) => {
    const action = failureAction(error, effects.t, effects.currentPath());
    switch (action.kind) {
      case 'toast':
        effects.toast(action.level, action.message);
        return;
      case 'navigate':
        effects.navigate(action.to);
        return;
      case 'dialog':
        effects.openDialog(action.dialog);
        return;
      case 'sign-out':
        if (signingOut) return;
        signingOut = true;
        effects.toast('error', action.message);
        void effects.wait(action.delayMs).then(() => {
          signingOut = false;
          effects.signOut(action.referer);
        });
    }
  };
}
