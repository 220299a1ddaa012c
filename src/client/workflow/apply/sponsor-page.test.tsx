import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../../tests/fixtures/api-server';
import { myApplyPage, selectProcess } from '../../../shared/api/workflow-process-calls';
import { setLanguage } from '../../i18n/i18n';
import type { StartableProcess } from './apply-path';
import SponsorPage from './sponsor-page';

const process = (id: number, code: string, name: string, nameEn: string, groupName: string, formPath: string | null): StartableProcess => ({
  id,
  code,
  name,
  nameEn,
  groupName,
  formPath,
  version: 1,
});
const PROCESSES = [
  process(1, 'recharge', '充值申请', 'Recharge request', '财务', '/general/process/recharge-apply/recharge/apply'),
  process(2, 'payment', '付款申请', 'Payment request', '财务', '/general/process/recharge-apply/payment/apply'),
  process(3, 'prepay-credit', '预付费信用申请', 'Prepaid credit request', '信用', '/general/process/credit-apply/prepay/apply'),
  process(4, 'contract-seal', '合同用印申请', 'Contract seal request', '合同', '/general/process/contract-seal/apply'),
  process(5, 'team-outing', '团建申请', 'Team outing request', '', null),
];

const server = {
  processes: { code: 0, msg: 'OK', data: PROCESSES } as { code: number; msg: string; data: StartableProcess[] | null },
  started: ['合同用印申请', '充值申请', '合同用印申请'],
};
mockApi(
  http.get(selectProcess.path, () => HttpResponse.json(server.processes)),
  http.post(myApplyPage.path, () =>
    ok({
      rows: server.started.map((processName, index) => ({
        taskId: null,
        rev: null,
        instanceId: 100 + index,
        title: processName,
        processName,
        nodeName: null,
        applicantName: '李娜',
        status: 'running',
        createdAt: '2026-11-20T02:00:00.000Z',
      })),
      count: server.started.length,
    }),
  ),
);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/general/process/sponsor']}>
      <SponsorPage />
      <Address />
    </MemoryRouter>,
  );
}

/** Each group's heading with the names of its processes, in page order. */
const groups = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => [
    heading.textContent,
    within(heading.closest('section')!)
      .getAllByRole('link')
      .map((link) => link.querySelector('.font-medium')?.textContent),
  ]);

const search = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: '搜索审批' }), { target: { value: text } });
const found = () =>
  screen
    .queryAllByRole('link')
    .map((link) => link.querySelector('.font-medium')?.textContent)
    .join('、');

beforeEach(async () => {
  server.processes = { code: 0, msg: 'OK', data: PROCESSES };
  server.started = ['合同用印申请', '充值申请', '合同用印申请'];
  await setLanguage('zh');
});
afterEach(cleanup);

describe('发起流程 lists what the person may start', () => {
  it('puts the recently started first, then each group, the ungrouped last', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('最近发起'));
    expect(groups()).toEqual([
      ['最近发起', ['合同用印申请', '充值申请']],
      ['财务', ['充值申请', '付款申请']],
      ['信用', ['预付费信用申请']],
      ['合同', ['合同用印申请']],
      ['其他', ['团建申请']],
    ]);
  });

  it('links each process to its apply form; one without a route of its own to the generic one', async () => {
    renderPage();
    const links = await screen.findAllByRole('link', { name: /付款申请|团建申请/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/general/process/recharge-apply/payment/apply',
      '/general/process/sponsor/submit?processId=5',
    ]);
  });

  it('finds processes by Chinese, pinyin, initials and English, best first', async () => {
    renderPage();
    await screen.findAllByRole('link');
    search('cz');
    await waitFor(() => expect(found()).toBe('充值申请'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['搜索结果']);
    search('xinyong');
    expect(found()).toBe('预付费信用申请');
    // Where the match starts ranks: 申请 is the third character of the short names.
    search('申请');
    expect(found()).toBe('充值申请、付款申请、团建申请、合同用印申请、预付费信用申请');
    search('payment');
    expect(found()).toBe('付款申请');
    search('wxyz');
    expect(found()).toBe('');
    expect(screen.getByText('没有名称或拼音匹配「wxyz」的审批。')).toBeTruthy();
    search('');
    expect(groups()[0]?.[0]).toBe('最近发起');
  });

  it('opens the best match with Enter in the search box', async () => {
    renderPage();
    await screen.findAllByRole('link');
    search('fksq');
    await waitFor(() => expect(found()).toBe('付款申请'));
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '搜索审批' }), { key: 'Enter' });
    expect(screen.getByTestId('address').textContent).toBe('/general/process/recharge-apply/payment/apply');
  });

  it('speaks English: names, groups and search', async () => {
    await setLanguage('en');
    renderPage();
    await waitFor(() => expect(groups()[1]).toEqual(['Finance', ['Recharge request', 'Payment request']]));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search requests' }), { target: { value: 'seal' } });
    await waitFor(() => expect(found()).toBe('Contract seal request'));
  });

  it('says so when there is nothing to start', async () => {
    server.processes = { code: 0, msg: 'OK', data: [] };
    renderPage();
    expect(await screen.findByText('暂无可以发起的审批。流程管理员发布流程后会出现在这里。')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('names a failure and loads again on retry', async () => {
    server.processes = { code: 10000500, msg: '服务暂时不可用', data: null };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('加载失败：');
    server.processes = { code: 0, msg: 'OK', data: PROCESSES };
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: '重试' })));
    expect(await screen.findByRole('link', { name: /付款申请/ })).toBeTruthy();
  });

  it('tells a person without the workflow key that they may not start requests', async () => {
    server.processes = { code: 10000403, msg: '没有权限', data: null };
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('你没有发起审批的权限，如需开通请联系管理员。');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
