import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../tests/fixtures/api-server';
import { ssoConfig } from '../../shared/api/auth-calls';
import { useSession } from '../auth/session-store';
import { setLanguage } from '../i18n/i18n';
import { navigateTo } from '../routes/navigation';
import { Entry } from './entry';

// The app behind the entry (router, route table, shell) is its own test's subject; here it only
// says that it was loaded, and at which address.
const appLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./app', () => {
  appLoads.count += 1;
  return { App: () => <p>app at {window.location.pathname}</p> };
});

mockApi(
  http.get(ssoConfig.path, () => HttpResponse.json({ code: 0, msg: 'OK', data: { enabled: false, provider: 'none' } })),
  http.all('*', () => HttpResponse.json({ code: 10000404, msg: 'not found', data: null })),
);

const TOKENS = { token: 't1', tokenHead: 'Bearer ', expiresIn: 7200, refreshToken: 'r1' };

beforeEach(async () => {
  localStorage.clear();
  useSession.getState().reset();
  await setLanguage('zh');
});
afterEach(cleanup);

describe('the sign-in page paints alone on a signed-out visit to /login', () => {
  it('shows the form without the app until the person signs in, then hands over to the app', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fcrm');
    render(<Entry />);
    expect(screen.getByRole('heading', { name: '登录' })).toBeTruthy();
    // Not even fetched yet: the entry imports the app only dynamically.
    expect(appLoads.count).toBe(0);
    expect(screen.queryByText(/^app at/)).toBeNull();

    act(() => useSession.getState().acceptTokens(TOKENS, '/crm'));
    // The app's guard takes over at /login and moves on to the landing page.
    expect(await screen.findByText('app at /login')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '登录' })).toBeNull();
  });

  it('hands over to the app at the new address when a command or a failure goes to another page', async () => {
    window.history.replaceState(null, '', '/login');
    render(<Entry />);
    expect(screen.getByRole('heading', { name: '登录' })).toBeTruthy();
    act(() => navigateTo('/help'));
    expect(await screen.findByText('app at /help')).toBeTruthy();
  });

  it('renders the app at once for any other page, and for /login with a session', async () => {
    window.history.replaceState(null, '', '/home');
    render(<Entry />);
    expect(await screen.findByText('app at /home')).toBeTruthy();
    cleanup();

    useSession.getState().acceptTokens(TOKENS);
    window.history.replaceState(null, '', '/login');
    render(<Entry />);
    expect(await screen.findByText('app at /login')).toBeTruthy();
  });
});
