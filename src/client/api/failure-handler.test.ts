import { describe, expect, it, vi } from 'vitest';
import { APP_CODES, SPEC_CODES } from '../../shared/error-codes';
import { en } from '../i18n/en';
import { zhCN } from '../i18n/zh-CN';
import { ApiError } from './api-error';
import {
  SIGN_OUT_DELAY_MS,
  createFailureHandler,
  failureAction,
  type FailureEffects,
  type FailureTextKey,
  type Translate,
} from './failure-handler';

/** Real texts of a language, interpolated like i18next does. */
function translator(messages: typeof zhCN): Translate {
  return (key: FailureTextKey, params = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(params[name] ?? ''));
  };
}
const zh = translator(zhCN);
const business = (code: number, msg = '服务器消息', data: unknown = null) => new ApiError('business', code, msg, data);

describe('failureAction (shell.md §8)', () => {
  it('10010002: shows the error, then signs out after 2 s with the current path as referer', () => {
    expect(failureAction(business(SPEC_CODES.TOKEN_INVALID, '登录已失效'), zh, '/crm/x?a=1')).toEqual({
      kind: 'sign-out',
      message: '登录已失效',
      delayMs: 2000,
      referer: '/crm/x?a=1',
    });
  });

  it('10170036 goes to the no-mailbox page', () => {
    expect(failureAction(business(SPEC_CODES.NO_MAILBOX), zh, '/')).toEqual({ kind: 'navigate', to: '/message/email/none' });
  });

  it('10170039 shows the message as a success', () => {
    expect(failureAction(business(SPEC_CODES.SHOW_AS_SUCCESS, '邮件已同步'), zh, '/')).toEqual({
      kind: 'toast',
      level: 'success',
      message: '邮件已同步',
    });
  });

  it('10050027 opens the alias-change dialog linking to the record from data', () => {
    const action = failureAction(
      business(SPEC_CODES.ALIAS_CHANGE_PENDING, '存在未完成的别名变更', { customerCode: 'C 1', taskId: 7 }),
      zh,
      '/',
    );
    expect(action).toMatchObject({
      kind: 'dialog',
      dialog: {
        tone: 'warning',
        description: '存在未完成的别名变更',
        actions: [{ label: '查看别名变更记录', to: '/crm/operate/alias-record?customerCode=C+1&taskId=7' }],
        dismissLabel: '知道了',
      },
    });
  });

  it('10050016 is an error toast with the server message', () => {
    expect(failureAction(business(SPEC_CODES.ALIAS_REGENERATED, '别名已被占用，已重新生成，请再次确认'), zh, '/')).toEqual({
      kind: 'toast',
      level: 'error',
      message: '别名已被占用，已重新生成，请再次确认',
    });
  });

  it.each([10060053, 10060054, 10060058, 10060059])('%i opens the "cannot execute" warning, dismiss only', (code) => {
    expect(failureAction(business(code, '余额不足'), zh, '/')).toEqual({
      kind: 'dialog',
      dialog: { tone: 'warning', title: '无法执行', description: '余额不足', actions: [], dismissLabel: '知道了' },
    });
    const english = failureAction(business(code, 'Low balance'), translator(en), '/');
    expect(english).toMatchObject({ dialog: { title: 'Cannot execute', dismissLabel: 'Dismiss' } });
  });

  it('10050113 offers the sea-pick lead apply form', () => {
    const action = failureAction(business(SPEC_CODES.SEA_PICK_PROMPT, '请先领取', { customerCode: 'C9' }), zh, '/');
    expect(action).toMatchObject({
      kind: 'dialog',
      dialog: { actions: [{ to: '/general/process/sea-pick-cust-lead/apply?customerCode=C9' }] },
    });
  });

  it('other codes show the server message', () => {
    expect(failureAction(business(APP_CODES.CONFLICT, '数据已被他人修改'), zh, '/')).toEqual({
      kind: 'toast',
      level: 'error',
      message: '数据已被他人修改',
    });
  });

  it('a network failure shows status code and text; without a response a generic text', () => {
    const withStatus = new ApiError('network', -1, '502 Bad Gateway', null, 502, 'Bad Gateway');
    expect(failureAction(withStatus, zh, '/')).toEqual({ kind: 'toast', level: 'error', message: '网络异常：502 Bad Gateway' });
    expect(failureAction(new ApiError('network', -1, 'Failed to fetch'), zh, '/')).toMatchObject({ message: zhCN.failure.networkUnknown });
  });

  it('a timeout says so in the user language', () => {
    expect(failureAction(new ApiError('timeout', -1, 'timeout'), zh, '/')).toMatchObject({ message: '请求超时，请稍后再试' });
    expect(failureAction(new ApiError('timeout', -1, 'timeout'), translator(en), '/')).toMatchObject({
      message: 'The request timed out, try again later',
    });
  });

  it('a lost session explains itself instead of the client-internal text', () => {
    expect(failureAction(new ApiError('refresh', SPEC_CODES.TOKEN_INVALID, 'no session'), zh, '/')).toMatchObject({
      message: zhCN.failure.sessionEnded,
    });
  });
});

function effects() {
  return {
    t: zh,
    currentPath: () => '/crm/x',
    toast: vi.fn<FailureEffects['toast']>(),
    openDialog: vi.fn<FailureEffects['openDialog']>(),
    navigate: vi.fn<FailureEffects['navigate']>(),
    signOut: vi.fn<FailureEffects['signOut']>(),
    wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } satisfies FailureEffects;
}

describe('createFailureHandler', () => {
  it('carries out toasts, dialogs and navigation', () => {
    const fx = effects();
    const handle = createFailureHandler(fx);
    handle(business(APP_CODES.CONFLICT, 'x'));
    handle(business(SPEC_CODES.CANNOT_EXECUTE_A, 'y'));
    handle(business(SPEC_CODES.NO_MAILBOX));
    expect(fx.toast).toHaveBeenCalledWith('error', 'x');
    expect(fx.openDialog).toHaveBeenCalledWith(expect.objectContaining({ title: '无法执行', description: 'y' }));
    expect(fx.navigate).toHaveBeenCalledWith('/message/email/none');
  });

  it('10010002 shows the error at once and signs out once, 2 s later, however many calls failed', async () => {
    vi.useFakeTimers();
    try {
      const fx = effects();
      const handle = createFailureHandler(fx);
      handle(business(SPEC_CODES.TOKEN_INVALID, '登录已失效'));
      handle(business(SPEC_CODES.TOKEN_INVALID, '登录已失效'));
      expect(fx.toast).toHaveBeenCalledTimes(1);
      expect(fx.signOut).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(SIGN_OUT_DELAY_MS - 1);
      expect(fx.signOut).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fx.signOut).toHaveBeenCalledTimes(1);
      expect(fx.signOut).toHaveBeenCalledWith('/crm/x');
    } finally {
      vi.useRealTimers();
    }
  });
});
