import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { setSessionUser } from '../../../../tests/fixtures/session-user';
import { dictPage, questionList, scoreLevels, tipsGet } from '../../../shared/api/feedback-calls';
import { feedbackCommit, pageEvaluationCheck } from '../../../shared/api/feedback-calls';
import { idempotenceKey, type UserInfo } from '../../../shared/api/staff-calls';
import { setLanguage } from '../../i18n/i18n';
import { useShellPanels } from '../notification-drawer-store';
import { evaluationTarget } from './page-evaluation-check';
import { PageEvaluationButton } from './page-evaluation-button';
import { RatingDialog } from './rating-dialog';

const BLACKLIST = { id: 1001, router: '/crm/blacklist', name: '客户黑名单', nameEn: 'Customer blacklist', international: 'CRM_BLACKLIST' };
const HOME = { id: 598692, router: '/home', name: '首页', nameEn: 'Home', international: 'HOME' };

const user: UserInfo = {
  avatar: null,
  jobNumber: 'SB1001',
  name: '李娜',
  userId: 7,
  staffId: 7,
  username: 'sales',
  jobTime: null,
  deptNames: ['销售一部'],
  userAuth: [],
  resource: [HOME, BLACKLIST],
  permissions: ['HOME', 'CRM_BLACKLIST'],
};

const server = { evaluated: false, requests: [] as { url: string; body: unknown }[] };
const api = mockApi(
  http.get(pageEvaluationCheck.path, () =>
    ok(
      server.evaluated
        ? { evaluated: true, score: 4, evaluatedAt: '2026-11-02T02:00:00.000Z' }
        : { evaluated: false, score: null, evaluatedAt: null },
    ),
  ),
  http.get(idempotenceKey.path, () => ok({ key: 'k1' })),
  http.post(feedbackCommit.path, () => ok({ id: 1 })),
  // The dialog's settings: none configured (no question, tip, levels or categories).
  http.get(questionList.path, () => ok([])),
  http.get(scoreLevels.path, () => ok([])),
  http.get(tipsGet.path, () => ok({ content: '', contentEn: '', updatedAt: null })),
  http.post(dictPage.path, () => ok({ rows: [], count: 0 })),
);
api.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  server.requests.push({ url: `${url.pathname}${url.search}`, body: request.method === 'POST' ? await request.clone().json() : null });
});

const checks = () => server.requests.filter((request) => request.url.includes('/page/evaluation/check'));
const openButton = () => screen.queryByRole('button', { name: '评价本页' });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RatingDialog />
      <PageEvaluationButton />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  server.evaluated = false;
  server.requests.length = 0;
  useShellPanels.setState({ feedback: false, feedbackPage: null });
  setSessionUser(user);
  await setLanguage('zh');
});
afterEach(cleanup);

describe('rate this page', () => {
  it('rates a menu page itself, or a detail page’s parent menu; never home or pages outside the menu', () => {
    expect(evaluationTarget('/crm/blacklist', user.resource)?.id).toBe(1001);
    expect(evaluationTarget('/crm/blacklist/', user.resource)?.id).toBe(1001);
    expect(evaluationTarget('/crm/blacklist/details', user.resource)?.id).toBe(1001);
    expect(evaluationTarget('/home', user.resource)).toBeNull();
    expect(evaluationTarget('/crm/open-sea', user.resource)).toBeNull();
    expect(evaluationTarget('/crm/not-in-the-table', user.resource)).toBeNull();
  });

  it('shows on a page not yet rated, opens the dialog bound to it and hides once rated', async () => {
    renderAt('/crm/blacklist');
    const button = await screen.findByRole('button', { name: '评价本页' });
    expect(checks().map((request) => request.url)).toEqual(['/v2/sys/staff/page/evaluation/check?resourceId=1001']);

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '评价本页' });
    expect(dialog.textContent).toContain('「客户黑名单」用起来怎么样？');
    fireEvent.click(screen.getByLabelText('4 分'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });

    // A repeat-checked call asks for its key first: the commit follows a moment later.
    const commit = await vi.waitFor(() => {
      const sent = server.requests.find((request) => request.url.includes('/feedback/commit'));
      if (!sent) throw new Error('no commit yet');
      return sent;
    });
    expect(commit.body).toEqual({ score: 4, content: '', pagePath: '/crm/blacklist', resourceId: 1001 });
    await vi.waitFor(() => expect(openButton()).toBeNull());
    expect(useShellPanels.getState()).toMatchObject({ feedback: false, feedbackPage: null });
  });

  it('stays away on a page already rated, and asks only once per page', async () => {
    server.evaluated = true;
    const first = renderAt('/crm/blacklist');
    await vi.waitFor(() => expect(checks()).toHaveLength(1));
    await act(async () => undefined);
    expect(openButton()).toBeNull();
    first.unmount();
    renderAt('/crm/blacklist/details');
    await act(async () => undefined);
    expect(checks()).toHaveLength(1);
    expect(openButton()).toBeNull();
  });

  it('does not ask on home or on a page outside the user’s menu', async () => {
    for (const path of ['/home', '/crm/open-sea']) {
      const view = renderAt(path);
      await act(async () => undefined);
      expect(openButton(), path).toBeNull();
      view.unmount();
    }
    expect(checks()).toEqual([]);
  });

  it('keeps the user menu’s rating about Switchboard as a whole', async () => {
    renderAt('/crm/blacklist');
    await screen.findByRole('button', { name: '评价本页' });
    act(() => useShellPanels.setState({ feedback: true }));
    expect(await screen.findByRole('dialog', { name: '评分与反馈' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('5 分'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    const commit = server.requests.find((request) => request.url.includes('/feedback/commit'));
    expect(commit?.body).toEqual({ score: 5, content: '', pagePath: '/crm/blacklist' });
    // Not a page rating: the page still offers its own.
    expect(openButton()).not.toBeNull();
  });
});
