import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortView } from '../../shared/api/device-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { ApiError } from '../api/api-error';
import { queryClient } from '../api/query-client';
import { setLanguage } from '../i18n/i18n';
import { testContext, testServices } from '../../../tests/fixtures/palette-context';
import type { DeviceServices } from './device-actions';
import type { PaletteServices } from './palette-types';
import { PaletteView } from './palette-view';

beforeAll(() => setLanguage('zh'));
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const port = (patch: Partial<PortView> = {}): PortView => ({
  id: 17,
  bankId: 3,
  bankName: 'HK SIM Bank 01',
  bankCode: 'SB1-HK-01',
  serverId: 1,
  serverName: 'Demo server 1',
  simulated: true,
  portNo: 17,
  label: 'SB1-HK-01#017',
  slot: '01-17',
  iccid: '8985200000000000001',
  imsi: '454000000000001',
  msisdn: '+85291234567',
  operator: 'CSL',
  countryCode: 'HK',
  countryName: '中国香港',
  state: 'idle',
  signal: 20,
  imei: '356938035643809',
  balance: null,
  jobId: null,
  syncedAt: null,
  ...patch,
});

function devicesOf(found: PortView[]): DeviceServices {
  return {
    search: vi.fn(async () => found),
    reboot: vi.fn(async (p: PortView) => ({ ...p, state: 'idle' as const })),
    release: vi.fn(async () => ({ job: 42 })),
    balance: vi.fn(async () => ({ response: 'HKD 12.50' })),
  };
}

function servicesFor(permissions: string[], found: PortView[] = [port()]): PaletteServices & { devices: DeviceServices } {
  return { ...testServices(testContext({ permissions: new Set(permissions) })), devices: devicesOf(found) };
}

const OPS = ['HOME', PERMISSION_KEYS.simbankPorts];
const keys = () => screen.queryAllByRole('option').map((option) => option.getAttribute('data-key'));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function open(services: PaletteServices) {
  const onClose = vi.fn();
  render(<PaletteView open onClose={onClose} services={services} start={{ query: '#', choices: null }} session={1} />);
  return { input: screen.getByRole('combobox'), onClose };
}

/** Opens the palette on port 17's actions, found by its bank code. */
async function portActions(services: PaletteServices) {
  const opened = open(services);
  type(opened.input, 'SB1');
  await waitFor(() => expect(keys()).toEqual(['device:17']));
  fireEvent.keyDown(opened.input, { key: 'Enter' });
  return opened;
}

describe('palette # devices', () => {
  it('finds a port by IMEI for a SIM-bank holder (no customer search without CRM) and shows its card and actions', async () => {
    const services = servicesFor(OPS);
    const { input } = open(services);
    expect(screen.getByText('输入端口（如 SB1-HK-01#017）、IMEI、ICCID 或号码开始搜索')).toBeTruthy();
    type(input, '356938035643809');
    await waitFor(() => expect(keys()).toEqual(['device:17']));
    expect(services.devices.search).toHaveBeenCalledWith('356938035643809', expect.any(AbortSignal));
    expect(services.searchCustomers).not.toHaveBeenCalled();
    expect(screen.getByText('设备')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    const card = screen.getByRole('region', { name: '端口 SB1-HK-01#017' });
    expect(card.textContent).toContain('HK SIM Bank 01 (SB1-HK-01)');
    expect(card.textContent).toContain('模拟器');
    expect(card.textContent).toContain('空闲');
    // An idle port cannot be released: 释放 is offered on active ports only.
    expect(keys()).toEqual(['action:deviceReboot', 'action:deviceBalance', 'action:devicePortManager']);
  });

  it('asks before reading the balance, then says the answer', async () => {
    const services = servicesFor(OPS);
    const { input, onClose } = open(services);
    type(input, 'SB1-HK-01#017');
    await waitFor(() => expect(keys()).toEqual(['device:17']));
    fireEvent.keyDown(input, { key: 'Enter' });
    type(input, 'yue');
    expect(keys()).toEqual(['action:deviceBalance']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(services.devices.balance).not.toHaveBeenCalled();
    expect(screen.getByRole('option', { name: /确认查询端口 SB1-HK-01#017 的余额/ })).toBeTruthy();
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(services.devices.balance).toHaveBeenCalledWith(expect.objectContaining({ id: 17 }));
    expect(onClose).toHaveBeenCalled();
    expect(services.notify).toHaveBeenCalledWith('端口 SB1-HK-01#017 余额：HKD 12.50');
  });

  it('Backspace on the confirmation goes back to the actions without running anything', async () => {
    const services = servicesFor(OPS);
    const { input } = open(services);
    type(input, '017');
    await waitFor(() => expect(keys()).toEqual(['device:17']));
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(keys()).toEqual(['confirm:deviceReboot:17']);
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(keys()).toEqual(['action:deviceReboot', 'action:deviceBalance', 'action:devicePortManager']);
    expect(services.devices.reboot).not.toHaveBeenCalled();
  });

  it('releases an active port after confirmation; a refused check or a failed call says why', async () => {
    const services = servicesFor(OPS, [port({ state: 'active' })]);
    const { input } = open(services);
    type(input, 'SB1');
    await waitFor(() => expect(keys()).toEqual(['device:17']));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(keys()).toEqual(['action:deviceReboot', 'action:deviceRelease', 'action:deviceBalance', 'action:devicePortManager']);
    vi.mocked(services.devices.release).mockResolvedValueOnce({ refused: '端口正被其他任务占用' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(services.notify).toHaveBeenCalledWith('无法释放端口 SB1-HK-01#017：端口正被其他任务占用', 'error');

    cleanup();
    vi.mocked(services.devices.reboot).mockRejectedValueOnce(new ApiError('business', 10_000_409, '设备无响应'));
    const again = open(services);
    type(again.input, 'SB1');
    await waitFor(() => expect(keys()).toEqual(['device:17']));
    fireEvent.keyDown(again.input, { key: 'Enter' });
    fireEvent.keyDown(again.input, { key: 'Enter' });
    await act(async () => fireEvent.keyDown(again.input, { key: 'Enter' }));
    expect(services.notify).toHaveBeenCalledWith('端口 SB1-HK-01#017 操作失败：设备无响应', 'error');
  });

  it('restarts a port and starts its release after confirmation, and says so', async () => {
    const services = servicesFor(OPS, [port({ state: 'active' })]);
    const first = await portActions(services);
    fireEvent.keyDown(first.input, { key: 'Enter' });
    expect(keys()).toEqual(['confirm:deviceReboot:17']);
    await act(async () => fireEvent.keyDown(first.input, { key: 'Enter' }));
    expect(services.devices.reboot).toHaveBeenCalledWith(expect.objectContaining({ id: 17 }));
    expect(services.notify).toHaveBeenLastCalledWith('端口 SB1-HK-01#017 已重启，当前状态：空闲');

    cleanup();
    const second = await portActions(services);
    fireEvent.keyDown(second.input, { key: 'ArrowDown' });
    fireEvent.keyDown(second.input, { key: 'Enter' });
    expect(keys()).toEqual(['confirm:deviceRelease:17']);
    await act(async () => fireEvent.keyDown(second.input, { key: 'Enter' }));
    expect(services.devices.release).toHaveBeenCalledWith(expect.objectContaining({ id: 17 }));
    expect(services.notify).toHaveBeenLastCalledWith('已开始释放端口 SB1-HK-01#017（任务 #42）');
    expect(second.onClose).toHaveBeenCalled();
  });

  it('opens the port manager searched for the port', async () => {
    const services = servicesFor(OPS);
    const { input } = open(services);
    type(input, 'SB1-HK');
    await waitFor(() => expect(keys()).toEqual(['device:17']));
    fireEvent.keyDown(input, { key: 'Enter' });
    type(input, 'duankou');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(services.ctx.navigate).toHaveBeenCalledWith('/businessOperations/simbank/port/manager?keyword=SB1-HK-01%23017');
  });

  it('shows customers and devices to a person holding both, and neither search without either', async () => {
    const both = servicesFor(['HOME', 'CRM', PERMISSION_KEYS.simbankPorts]);
    vi.mocked(both.searchCustomers).mockResolvedValue([
      { code: 'C0001', name: '华信', countryName: '中国', countryNameEn: 'China', ownerName: '李娜' } as never,
    ]);
    const { input } = open(both);
    type(input, 'C0');
    await waitFor(() => expect(keys()).toEqual(['customer:C0001', 'device:17']));
    cleanup();

    const neither = servicesFor(['HOME', 'BQ']);
    const second = open(neither);
    type(second.input, '356938035643809');
    expect(screen.getByText('你没有客户管理权限，无法搜索客户')).toBeTruthy();
    expect(neither.devices.search).not.toHaveBeenCalled();
    expect(neither.searchCustomers).not.toHaveBeenCalled();
  });
});
