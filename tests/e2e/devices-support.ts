import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_SIMULATOR_URL } from '../../src/server/devices/devices-seed';
import { processAlive } from '../helpers/process-alive';

/** The device pages of issue 15, with the id of their title (PageFrame) and their titles. */
export const DEVICE_PAGES = [
  { path: '/businessOperations/simbank/vod/server', id: 'server-title', zh: 'SIM Bank 服务器', en: 'SIM bank servers' },
  { path: '/businessOperations/simbank/manager', id: 'bank-manager-title', zh: 'SIM Bank 管理', en: 'SIM bank management' },
  { path: '/businessOperations/simbank/sim', id: 'sim-title', zh: 'SIM 卡管理', en: 'SIM cards' },
  { path: '/businessOperations/simbank/imei', id: 'imei-title', zh: 'IMEI 管理', en: 'IMEIs' },
  { path: '/businessOperations/simbank/dongle', id: 'dongle-title', zh: 'Dongle 管理', en: 'Dongles' },
  { path: '/businessOperations/simbank/log', id: 'simbank-log-title', zh: 'SIM Bank 日志', en: 'SIM bank log' },
  { path: '/businessOperations/simbank/port/manager', id: 'port-manager-title', zh: '端口管理', en: 'Ports' },
  { path: '/businessOperations/simbank/port/order', id: 'port-order-title', zh: '端口订单', en: 'Port orders' },
  { path: '/businessOperations/simbank/port/water', id: 'port-water-title', zh: '端口流水', en: 'Port transactions' },
  { path: '/businessOperations/simbank/port/record', id: 'port-record-title', zh: '端口记录', en: 'Port records' },
  { path: '/businessInquiry/device-info', id: 'device-info-title', zh: '设备信息', en: 'Devices' },
  { path: '/businessInquiry/device-info/operation-log', id: 'device-log-title', zh: '设备操作日志', en: 'Device operation log' },
  { path: '/businessInquiry/portquery', id: 'port-query-title', zh: '端口查询', en: 'Port query' },
] as const;

/** The page's own section (other tabs stay mounted, hidden). */
export const deviceSection = (id: string) => `section[aria-labelledby="${id}"]`;

/**
 * The seeded device servers point at the simulator's default address, so the devices answer only
 * while a simulator listens there. One port for the whole machine: with several workers, a spec
 * that needs it waits for the other's to finish (a lock file naming the holder's process, taken
 * over when that process is gone). Registers the spec's beforeAll and afterAll.
 */
export function useDemoSimulator(): void {
  let simulator: ChildProcess | null = null;
  const lock = path.join(process.env.E2E_WORK ?? path.resolve('.tmp'), 'demo-simulator.lock');
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    await takeLock(lock);
    const port = new URL(DEMO_SIMULATOR_URL).port;
    simulator = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/devices/simulator/main.ts', '--port', port, '--fail-rate', '0', '--latency', '2-8'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await expect
      .poll(
        async () =>
          fetch(`${DEMO_SIMULATOR_URL}/srv/1/status`).then(
            () => true,
            () => false,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });
  test.afterAll(async () => {
    const running = simulator;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill();
      await exited;
    }
    rmSync(lock, { force: true });
  });
}

async function takeLock(file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return;
    } catch {
      const holder = Number(readFileSync(file, 'utf8') || 0);
      if (holder && !processAlive(holder)) rmSync(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
