import { devicesFind, portQuery, type PortView } from '../../shared/api/device-calls';
import { portBalance, portReboot, portRelease, portReleaseCheck } from '../../shared/api/device-operation-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { isApiError } from '../api/api-error';
import { portalClient } from '../api/portal-client';
import { invalidateCall, mutateCall } from '../api/use-call';
import type { PerformEnv } from './perform-item';
import type { PaletteItem, PaletteServices } from './palette-types';

/** The port manager page (its `keyword` query fills the list's search box). */
export const PORT_MANAGER_PATH = '/businessOperations/simbank/port/manager';
export const portManagerPath = (label: string) => `${PORT_MANAGER_PATH}?${new URLSearchParams({ keyword: label }).toString()}`;

/** A device port's actions in its action panel; the first three change the device and ask first. */
export const DEVICE_RUNS = ['deviceReboot', 'deviceRelease', 'deviceBalance'] as const;
export type DeviceRunId = (typeof DEVICE_RUNS)[number];
export type DeviceActionId = DeviceRunId | 'devicePortManager';

export const DEVICE_ACTION_ICONS: Record<DeviceActionId, string> = {
  deviceReboot: 'RotateCcw',
  deviceRelease: 'Unplug',
  deviceBalance: 'Wallet',
  devicePortManager: 'ExternalLink',
};

export const isDeviceAction = (action: string): action is DeviceActionId => action in DEVICE_ACTION_ICONS;
export const isDeviceRun = (action: string): action is DeviceRunId => (DEVICE_RUNS as readonly string[]).includes(action);

/** What the palette asks the devices: the `#` search and the three one-port actions (the app's calls, or a test's). */
export interface DeviceServices {
  search(keyword: string, signal: AbortSignal): Promise<PortView[]>;
  reboot(port: PortView): Promise<PortView>;
  /** The release check's first reason when the port may not be released, else the started job. */
  release(port: PortView): Promise<{ job: number } | { refused: string }>;
  balance(port: PortView): Promise<{ response: string }>;
}

/** After a change, an open port list shows the port as the device now reports it. */
function refreshPorts<T>(answer: T): T {
  void invalidateCall(portQuery);
  return answer;
}

export const serverDevices: DeviceServices = {
  search: async (keyword, signal) => (await portalClient.call(devicesFind, { query: { keyword } }, { silent: true, signal })).rows,
  reboot: (port) => mutateCall(portReboot, { body: { id: port.id } }, { silent: true }).then(refreshPorts),
  // The same check-then-start as the port manager's batch release, for one port.
  async release(port) {
    const check = await mutateCall(portReleaseCheck, { body: { portIds: [port.id] } }, { silent: true });
    const problem = check.problems[0];
    if (problem) return { refused: problem.message };
    return { job: refreshPorts(await mutateCall(portRelease, { body: { portIds: [port.id] } }, { silent: true })).id };
  },
  balance: (port) => mutateCall(portBalance, { body: { id: port.id } }, { silent: true }).then(refreshPorts),
};

/** Whoever may open the port manager may find ports and act on them (the calls need the same key). */
export const canUseDevices = (services: PaletteServices): boolean =>
  !!services.devices && services.ctx.permissions.has(PERMISSION_KEYS.simbankPorts);

/** 释放 only for an active port, 查询余额 only with a SIM in the slot; 重启 and the page always. */
export function deviceActionsOf(port: PortView): DeviceActionId[] {
  const actions: DeviceActionId[] = ['deviceReboot'];
  if (port.state === 'active') actions.push('deviceRelease');
  if (port.iccid) actions.push('deviceBalance');
  actions.push('devicePortManager');
  return actions;
}

export function deviceItem(port: PortView, stateName: string): PaletteItem {
  return {
    value: `device:${port.id}`,
    kind: 'device',
    title: port.imei ? `${port.label} · ${port.imei}` : port.label,
    hint: [stateName, port.bankName, port.serverName, port.countryName].join(' · '),
    icon: 'Cpu',
    target: { type: 'device', port },
  };
}

/** Runs a confirmed action, closes the palette and says how it went in a toast. */
export async function runDeviceAction(action: DeviceRunId, port: PortView, env: PerformEnv): Promise<void> {
  const { services, t } = env;
  const devices = services.devices;
  if (!devices) return;
  env.close();
  const label = port.label;
  try {
    if (action === 'deviceReboot') {
      const after = await devices.reboot(port);
      return services.notify(t('palette.device.done.deviceReboot', { label, state: t(`devices.portState.${after.state}`) }));
    }
    if (action === 'deviceRelease') {
      const outcome = await devices.release(port);
      if ('refused' in outcome) return services.notify(t('palette.device.refused', { label, reason: outcome.refused }), 'error');
      return services.notify(t('palette.device.done.deviceRelease', { label, job: outcome.job }));
    }
    const answer = await devices.balance(port);
    services.notify(t('palette.device.done.deviceBalance', { label, response: answer.response }));
  } catch (error) {
    services.notify(
      isApiError(error) && error.message
        ? t('palette.device.failed', { label, reason: error.message })
        : t('palette.device.failedUnknown', { label }),
      'error',
    );
  }
}
