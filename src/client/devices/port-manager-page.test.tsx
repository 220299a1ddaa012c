import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { bankQuery, portQuery, serverLists, type JobView, type PortView } from '../../shared/api/device-calls';
import { jobDetail, portActivate, portActivateCheck } from '../../shared/api/device-operation-calls';
import { idempotenceKey } from '../../shared/api/staff-calls';
import { APP_CODES } from '../../shared/error-codes';
import { queryClient } from '../api/query-client';
import { setLanguage } from '../i18n/i18n';
import { onDevicePush } from './device-push';
import PortManagerPage from './port-manager-page';

const port = (id: number, portNo: number, state: PortView['state']): PortView => ({
  id,
  bankId: 1,
  bankName: '香港 1 号',
  bankCode: 'SB-HK-01',
  serverId: 1,
  serverName: '模拟服务器',
  simulated: true,
  portNo,
  label: `SB-HK-01#${String(portNo).padStart(3, '0')}`,
  slot: `A${portNo}`,
  iccid: `8985200000000000${id}`,
  imsi: `45400000000000${id}`,
  msisdn: null,
  operator: 'CSL',
  countryCode: 'HK',
  countryName: '香港',
  state,
  signal: 21,
  imei: null,
  balance: null,
  jobId: null,
  syncedAt: null,
});

let ports: PortView[] = [];
let job: JobView;
let forbidden = false;
const started: unknown[] = [];

const jobOf = (state: JobView['state'], first: 'pending' | 'ok'): JobView => ({
  id: 7,
  kind: 'activate',
  state,
  total: 1,
  ok: first === 'ok' ? 1 : 0,
  failed: 0,
  pending: first === 'ok' ? 0 : 1,
  staffName: '刘洋',
  retryOf: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  finishedAt: state === 'running' ? null : '2026-11-24T10:00:03.000Z',
  items: [{ portId: 1, portLabel: 'SB-HK-01#001', imei: null, state: first, message: null, portState: first === 'ok' ? 'active' : null }],
});

mockApi(
  http.post(portQuery.path, () =>
    forbidden
      ? HttpResponse.json({ code: APP_CODES.FORBIDDEN, msg: '没有权限', data: null }, { status: 403 })
      : ok({ rows: ports, count: ports.length }),
  ),
  http.get(serverLists.path, () => ok([{ id: 1, name: '模拟服务器', simulated: true, online: true }])),
  http.post(bankQuery.path, () => ok({ rows: [], count: 0 })),
  http.post(portActivateCheck.path, () =>
    ok({ ready: [1], problems: [{ portId: 2, portLabel: 'SB-HK-01#002', reason: 'devices.portNotIdle', message: '端口已激活' }] }),
  ),
  http.post(portActivate.path, async ({ request }) => {
    started.push(await request.json());
    const { items: _items, ...summary } = job;
    return ok(summary);
  }),
  http.get(jobDetail.path.replace(':id', '7'), () => ok(job)),
  http.get(idempotenceKey.path, () => ok({ key: 'k-1' })),
);

beforeEach(async () => {
  queryClient.clear();
  started.length = 0;
  forbidden = false;
  ports = [port(1, 1, 'idle'), port(2, 2, 'active')];
  job = jobOf('running', 'pending');
  await setLanguage('zh');
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <MemoryRouter>
      <PortManagerPage />
    </MemoryRouter>,
  );

describe('端口管理', () => {
  it('checks the ticked ports, activates the ready ones and follows the job through its push events', async () => {
    renderPage();
    expect(await screen.findAllByText('模拟器')).not.toHaveLength(0);
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 SB-HK-01#001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 SB-HK-01#002' }));
    const bar = screen.getByRole('group', { name: '已选 2 项' });
    fireEvent.click(within(bar).getByRole('button', { name: '激活' }));
    const dialog = await screen.findByRole('dialog', { name: '批量激活 2 个端口' });
    expect(await within(dialog).findByText('2 个端口中有 1 个可以执行。')).toBeTruthy();
    expect(within(dialog).getByText('SB-HK-01#002')).toBeTruthy();
    expect(within(dialog).getByText(/端口已激活/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '激活 1 个端口' }));
    expect(await within(dialog).findByText('进行中：已完成 0 / 1')).toBeTruthy();
    expect(started).toEqual([{ portIds: [1] }]);
    // The port's result arrives as a push event: the dialog reads the job again.
    job = jobOf('done', 'ok');
    ports = [port(1, 1, 'active'), port(2, 2, 'active')];
    // The event as the server sends it (the shared deviceJobPush shape).
    const { items: _items, ...summary } = job;
    onDevicePush('deviceJob', { job: summary, portIds: [1], final: true });
    expect(await within(dialog).findByText('已结束：成功 1 个，失败 0 个')).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: '各端口结果' })).getByText('成功')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    // The table reads the ports again: both are active now.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('已激活')).toHaveLength(2));
  });

  it('says so when the person lacks the ports page, and when there are no ports', async () => {
    forbidden = true;
    const { unmount } = renderPage();
    expect(await screen.findByText('没有权限')).toBeTruthy();
    unmount();
    queryClient.clear();
    forbidden = false;
    ports = [];
    renderPage();
    expect(await screen.findByText('还没有端口：先在 SIM Bank 服务器页登记设备服务器')).toBeTruthy();
  });
});
