import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../../tests/fixtures/session-user';
import { setNavigator } from '../routes/navigation';
import { RETURN_PAGE_KEY, rememberReturnPage, returnPagePath } from './return-page';
import { settleReturnPage } from './settle-return-page';
import { signOut } from './sign-out';

const PAGE = '/reportAnalysis/smsProfitAnalysis?month=2026-10';
const FINANCE = { staffId: 4, resource: [{ id: 1, router: '/reportAnalysis/smsProfitAnalysis', name: '', nameEn: '', international: '' }] };
const SALES = { staffId: 2, resource: [{ id: 2, router: '/crm/client-partner/my-client', name: '', nameEn: '', international: '' }] };

beforeEach(() => localStorage.clear());
afterEach(() => {
  setNavigator(null);
  setSessionUser(null);
});

describe('the page a sign-out leaves', () => {
  it('is kept per browser with who left it, and is where a sign-in without a redirect lands', () => {
    rememberReturnPage(PAGE, 4);
    expect(JSON.parse(localStorage.getItem(RETURN_PAGE_KEY) ?? '')).toEqual({ path: PAGE, staffId: 4 });
    expect(returnPagePath()).toBe(PAGE);
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash', '/\\evil.example'],
    ['the sign-in page', '/login?redirect=/x'],
    ['home', '/home'],
    ['nothing', null],
  ])('is not kept when it is %s, and forgets the previous one', (_name, path) => {
    rememberReturnPage(PAGE, 4);
    rememberReturnPage(path, 4);
    expect(localStorage.getItem(RETURN_PAGE_KEY)).toBeNull();
    expect(returnPagePath()).toBeNull();
  });

  it('refuses an unsafe path written into storage by hand', () => {
    localStorage.setItem(RETURN_PAGE_KEY, JSON.stringify({ path: '//evil.example', staffId: 4 }));
    expect(returnPagePath()).toBeNull();
    localStorage.setItem(RETURN_PAGE_KEY, 'not json');
    expect(returnPagePath()).toBeNull();
  });

  it('is used up by the first user loaded, whoever it is and wherever they landed', () => {
    rememberReturnPage(PAGE, 4);
    expect(settleReturnPage(SALES, '/home')).toBeNull();
    expect(returnPagePath()).toBeNull();
    expect(settleReturnPage(SALES, PAGE)).toBeNull();
  });

  it('keeps the same person on it, and another person who may open it', () => {
    rememberReturnPage(PAGE, 4);
    expect(settleReturnPage(FINANCE, PAGE)).toBeNull();
    rememberReturnPage(PAGE, 9);
    expect(settleReturnPage(FINANCE, PAGE)).toBeNull();
  });

  it('sends another person who may not open it to their own home', () => {
    rememberReturnPage(PAGE, 4);
    expect(settleReturnPage(SALES, PAGE)).toBe('/home');
    // Left before any user had loaded: nobody is known to own it.
    rememberReturnPage(PAGE, null);
    expect(settleReturnPage(SALES, PAGE)).toBe('/home');
  });

  it('is written by a sign-out with the page on screen and the signed-in user', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    setSessionUser(FINANCE as never);
    window.history.replaceState(null, '', PAGE);
    await signOut({ callServer: false });
    expect(JSON.parse(localStorage.getItem(RETURN_PAGE_KEY) ?? '')).toEqual({ path: PAGE, staffId: 4 });
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent(PAGE)}`, { replace: true });
  });
});
