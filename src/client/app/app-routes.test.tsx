import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../tests/fixtures/api-server';
import { ssoConfig } from '../../shared/api/auth-calls';
import { getUserInfo, type UserInfo } from '../../shared/api/staff-calls';
import '../../../commands/index';
import { node } from '../../../tests/fixtures/menu-nodes';
import { rememberReturnPage } from '../auth/return-page';
import { useSession } from '../auth/session-store';
import { setLanguage } from '../i18n/i18n';
import { setNavigator } from '../routes/navigation';
import { APP_ROUTES } from './app-router';

// One signed-in user with one CRM page; every other call answers "not found".
const server = { userInfo: { code: 0, msg: 'OK', data: null as unknown }, calls: [] as string[] };
// The signed-in application is a lazy chunk; load it once so each page renders without waiting for it.
beforeAll(async () => {
  await import('./signed-in-app');
}, 60_000);

const api = mockApi(
  http.get(getUserInfo.path, () => HttpResponse.json(server.userInfo)),
  http.get(ssoConfig.path, () => HttpResponse.json({ code: 0, msg: 'OK', data: { enabled: false, provider: 'none' } })),
  http.all('*', () => HttpResponse.json({ code: 10000404, msg: 'not found', data: null })),
);
api.events.on('request:start', ({ request }) => void server.calls.push(new URL(request.url).pathname));

const USER: UserInfo = {
  avatar: null,
  jobNumber: 'SB1001',
  name: '王芳',
  userId: 2,
  staffId: 2,
  username: 'sales',
  jobTime: null,
  deptNames: ['销售一部'],
  userAuth: [
    node(598692, { name: '首页', nameEn: 'Home', router: '/home', international: 'HOME' }),
    node(10, {
      name: '客户管理',
      nameEn: 'CRM',
      international: 'CRM',
      children: [node(11, { name: '运营', children: [node(12, { name: '别名记录', router: '/crm/operate/alias-record' })] })],
    }),
  ],
  resource: [
    { id: 12, router: '/crm/operate/alias-record', name: '别名记录', nameEn: 'Alias records', international: 'CRM_OPERATE_ALIAS_RECORD' },
  ],
  permissions: ['CRM', 'CRM_OPERATE_ALIAS_RECORD'],
};

function signedIn() {
  localStorage.setItem('token', 't');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('tokenExpiry', '7200');
  localStorage.setItem('expiryMillis', String(Date.now()));
  useSession.setState({ hasToken: true, landing: null });
}

function renderAt(path: string) {
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(async () => {
  localStorage.clear();
  server.userInfo = { code: 0, msg: 'OK', data: USER };
  server.calls = [];
  useSession.getState().reset();
  await setLanguage('zh');
});
afterEach(() => {
  cleanup();
  setNavigator(null);
});

describe('guard and pages', () => {
  it('sends a visitor without a session to /login with the path and query', async () => {
    const router = renderAt('/crm/operate/alias-record?a=1');
    await screen.findByRole('heading', { name: '登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/crm/operate/alias-record?a=1');
  });

  it('lets /offerManage pages through without a session', async () => {
    renderAt('/offerManage/supplierQuote/sms');
    expect(await screen.findByRole('heading', { level: 1, name: '短信供应商报价' })).toBeTruthy();
  });

  it('loads the user, then shows a granted page with its breadcrumb', async () => {
    signedIn();
    renderAt('/crm/operate/alias-record');
    expect(await screen.findByRole('heading', { level: 1, name: '别名记录' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '面包屑导航' }).textContent).toContain('客户管理');
    expect(screen.getByRole('button', { name: /用户菜单：王芳 \(SB1001\)/ })).toBeTruthy();
    expect(server.calls.filter((url) => url.includes('getUserInfo'))).toHaveLength(1);
  });

  it('shows 403 for a page outside the resource list, 404 for a path of no section', async () => {
    signedIn();
    renderAt('/financial/entitySettle/account/details');
    expect(await screen.findByText('暂无权限，请联系管理员')).toBeTruthy();
    cleanup();
    renderAt('/no/such/place');
    expect(await screen.findByText('页面不存在，请联系管理员')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('hands unknown pages under a section to the section', async () => {
    signedIn();
    renderAt('/crm/not-in-the-table');
    expect(await screen.findByText('此页面由「客户管理」模块处理。')).toBeTruthy();
  });

  it('redirects / to /home and greets the user', async () => {
    signedIn();
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: '你好，王芳' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByText('销售一部')).toBeTruthy();
  });

  it('sends a signed-in visit of /login to /', async () => {
    signedIn();
    const router = renderAt('/login');
    await screen.findByRole('heading', { name: '你好，王芳' });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends another person signing in on the page a sign-out left to their home when they may not open it', async () => {
    const page = '/financial/entitySettle/account/details';
    rememberReturnPage(page, 99);
    signedIn();
    // The load reads where it is from the browser's address, as in the real app.
    window.history.replaceState(null, '', page);
    const router = renderAt(page);
    expect(await screen.findByRole('heading', { name: '你好，王芳' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('leaves the person who signed out on that page', async () => {
    const page = '/financial/entitySettle/account/details';
    rememberReturnPage(page, USER.staffId);
    signedIn();
    window.history.replaceState(null, '', page);
    renderAt(page);
    expect(await screen.findByText('暂无权限，请联系管理员')).toBeTruthy();
  });

  it('signs out when the user cannot be loaded', async () => {
    signedIn();
    server.userInfo = { code: 10000500, msg: '服务器开小差了', data: null };
    const router = renderAt('/home');
    // The guard shows why for GUARD_ERROR_TOAST_MS (2 s) before it signs out.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(localStorage.getItem('token')).toBeNull();
    await act(async () => undefined);
  });
});
