import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const effects = vi.hoisted(() => ({ toastError: vi.fn(), signOut: vi.fn(async () => undefined) }));
vi.mock('../ui/toast', () => ({ toast: { error: effects.toastError } }));
vi.mock('./sign-out', () => ({ signOut: effects.signOut }));

import { ApiError } from '../api/api-error';
import { setLanguage } from '../i18n/i18n';
import { GUARD_ERROR_TOAST_MS, signOutAfterLoadFailure } from './session-load-failure';
import { useSession } from './session-store';

const tokens = { token: 't1', tokenHead: 'Bearer ', expiresIn: 7200, refreshToken: 'r1' };

beforeEach(async () => {
  await setLanguage('zh');
  vi.useFakeTimers();
  effects.toastError.mockClear();
  effects.signOut.mockClear();
  useSession.getState().acceptTokens(tokens);
});
afterEach(() => {
  vi.useRealTimers();
  useSession.getState().reset();
  localStorage.clear();
});

describe('the route guard failing to load the session', () => {
  it('shows why at once and signs out only after the 2 s, never from the failure itself', async () => {
    signOutAfterLoadFailure(new ApiError('business', 10000500, '服务器开小差了'));
    expect(effects.toastError).toHaveBeenCalledWith('服务器开小差了', { id: 'session-load-failed', duration: 2000 });
    // A reload aborts the guard's request just before the page goes: nothing may run in between.
    await Promise.resolve();
    expect(effects.signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(GUARD_ERROR_TOAST_MS - 1);
    expect(effects.signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.signOut).toHaveBeenCalledTimes(1);
  });

  it('does not sign out a second time when the session already ended meanwhile', () => {
    signOutAfterLoadFailure(new ApiError('refresh', 10010003, '登录已过期'));
    useSession.getState().reset();
    vi.advanceTimersByTime(GUARD_ERROR_TOAST_MS);
    expect(effects.signOut).not.toHaveBeenCalled();
  });
});
