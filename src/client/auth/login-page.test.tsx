import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../tests/fixtures/api-server';
import { login, sendCode, ssoConfig } from '../../shared/api/auth-calls';
import '../../../commands/index';
import { setLanguage } from '../i18n/i18n';
import { Toaster } from '../ui/toaster';
import { LoginPage } from './login-page';
import { rememberReturnPage } from './return-page';
import { useSession } from './session-store';

const server = {
  sso: { enabled: false, provider: 'none' as string },
  sendCode: { code: 0, msg: 'OK', data: { expiresInSeconds: 300, cooldownSeconds: 60 } as unknown },
  login: { code: 0, msg: 'OK', data: { token: 't1', tokenHead: 'Bearer ', expiresIn: 7200, refreshToken: 'r1' } as unknown },
  /** Path and query of every request, in order. */
  calls: [] as string[],
};
const api = mockApi(
  http.get(ssoConfig.path, () => HttpResponse.json({ code: 0, msg: 'OK', data: server.sso })),
  http.get(sendCode.path, () => HttpResponse.json(server.sendCode)),
  http.post(login.path, () => HttpResponse.json(server.login)),
);
api.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  server.calls.push(`${url.pathname}${url.search}`);
});

/** The page reads the address itself: it also paints alone, before the router loads. */
function renderLogin(path = '/login') {
  window.history.replaceState(null, '', path);
  return render(<LoginPage />);
}

beforeEach(async () => {
  server.sso = { enabled: false, provider: 'none' };
  server.sendCode = { code: 0, msg: 'OK', data: { expiresInSeconds: 300, cooldownSeconds: 60 } };
  server.calls = [];
  localStorage.clear();
  useSession.getState().reset();
  await setLanguage('zh');
});
afterEach(cleanup);

describe('login form validation (shell.md §5)', () => {
  it('shows exactly the three spec messages for an empty form and sends nothing', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名格式不正确')).toBeTruthy();
    expect(screen.getByText('密码格式不正确')).toBeTruthy();
    expect(screen.getByText('验证码格式不正确')).toBeTruthy();
    expect(server.calls.filter((url) => url.startsWith('/auth/oauth/login'))).toEqual([]);
  });

  it('ties each message to its field', async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12345' } });
    // The schema check runs asynchronously: let it settle before reading the fields.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
    });
    const code = screen.getByLabelText('验证码');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('用户名').getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(code.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe('验证码格式不正确');
  });

  it('speaks English after the language switch, without reload', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The username format is not correct')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});

describe('send code', () => {
  it('checks the username first', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('用户名格式不正确')).toBeTruthy();
    expect(server.calls.some((url) => url.startsWith('/dcode'))).toBe(false);
  });

  it('counts down 60 s after a successful send', async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const button = await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls).toContain('/dcode?username=admin');
  });

  it('uses the server retryAfterSeconds when rate limited', async () => {
    server.sendCode = { code: 10000429, msg: '验证码发送过于频繁，请 42 秒后再试', data: { retryAfterSeconds: 42 } };
    renderLogin();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '42 秒后重新获取' })).toBeTruthy();
  });
});

describe('sign in', () => {
  it('stores the tokens and hands the sanitised redirect to the guard', async () => {
    renderLogin('/login?redirect=%2Fcrm%2Fx%3Fa%3D1');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Switchboard#2026' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
    });
    await vi.waitFor(() => expect(useSession.getState().hasToken).toBe(true));
    expect(useSession.getState().landing).toBe('/crm/x?a=1');
    expect(localStorage.getItem('token')).toBe('t1');
  });

  it('ends the toasts of the sign-in page as the sign-in completes, before the loading screen', async () => {
    render(<Toaster />);
    renderLogin();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送到你的工作通知，5 分钟内有效')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Switchboard#2026' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(useSession.getState().hasToken).toBe(true));
    // The toast would live 3 s; it is gone well before.
    await vi.waitFor(() => expect(screen.queryByText('验证码已发送到你的工作通知，5 分钟内有效')).toBeNull(), { timeout: 1_000 });
  });

  it('without a redirect, lands on the page the last sign-out in this browser left', async () => {
    rememberReturnPage('/crm/x?a=1', 7);
    renderLogin();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Switchboard#2026' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(useSession.getState().landing).toBe('/crm/x?a=1'));
  });

  it('never lands on another site', async () => {
    renderLogin('/login?redirect=%2F%2Fevil.example');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Switchboard#2026' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(useSession.getState().landing).toBe('/home'));
  });
});

describe('single sign-on button', () => {
  it('is hidden when the server says SSO is off', async () => {
    renderLogin();
    await vi.waitFor(() => expect(server.calls).toContain('/auth/oauth/ssoConfig'));
    expect(screen.queryByRole('button', { name: '钉钉登录' })).toBeNull();
  });

  it('is shown with the development note for the dev provider', async () => {
    server.sso = { enabled: true, provider: 'dev' };
    renderLogin();
    const button = await screen.findByRole('button', { name: '钉钉登录' });
    expect(within(button.parentElement!).getByText(/开发用身份提供方/)).toBeTruthy();
  });
});
