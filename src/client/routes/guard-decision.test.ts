import { describe, expect, it } from 'vitest';
import { guardDecision, isPublicPath, type GuardInput } from './guard-decision';

const decide = (input: Partial<GuardInput> & { pathname: string }) =>
  guardDecision({ search: '', hasToken: false, userLoaded: false, landing: null, ...input });

describe('route guard (shell.md §4)', () => {
  it('sends / to /home', () => {
    expect(decide({ pathname: '/' })).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide({ pathname: '/', hasToken: true, userLoaded: true })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('loads the user once there is a token and no user, then renders', () => {
    expect(decide({ pathname: '/crm/x', hasToken: true })).toEqual({ kind: 'load-user' });
    expect(decide({ pathname: '/crm/x', hasToken: true, userLoaded: true })).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user away from /login and /authorize to /', () => {
    expect(decide({ pathname: '/login', hasToken: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ pathname: '/authorize', hasToken: true, userLoaded: true })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('after a fresh sign-in moves on to its landing target', () => {
    expect(decide({ pathname: '/login', hasToken: true, landing: '/crm/x?a=1' })).toEqual({ kind: 'redirect', to: '/crm/x?a=1' });
  });

  it('without a token redirects to /login keeping path and query as redirect', () => {
    const decision = decide({ pathname: '/crm/x', search: '?a=1&b=2' });
    expect(decision.kind).toBe('redirect');
    const to = new URL((decision as { to: string }).to, 'http://x');
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('redirect')).toBe('/crm/x?a=1&b=2');
  });

  it('lets /login, /authorize and /offerManage pages through without a token', () => {
    for (const pathname of ['/login', '/authorize', '/offerManage', '/offerManage/supplierQuote/sms']) {
      expect(decide({ pathname }), pathname).toEqual({ kind: 'render' });
    }
    expect(isPublicPath('/offerManagement')).toBe(false);
  });

  it('exchanges a chat-app forward (corpId + code) and continues without the code', () => {
    expect(decide({ pathname: '/crm/x', search: '?corpId=ding1&code=abc&forward=dingtalk' })).toEqual({
      kind: 'chat-app-exchange',
      authCode: 'abc',
      corpId: 'ding1',
      continueTo: '/crm/x?corpId=ding1&forward=dingtalk',
    });
  });

  it('without a code a corpId alone is an ordinary visit', () => {
    expect(decide({ pathname: '/crm/x', search: '?corpId=ding1' }).kind).toBe('redirect');
  });
});
