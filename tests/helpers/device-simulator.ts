import { spawn, type ChildProcess } from 'node:child_process';
import type { DevicePort } from '../../src/server/devices/gateway/device-protocol';
import { freePort } from './free-port';

/** The device simulator as a real child process (npm run devices:sim), one server of `banks` × `ports`. */
export interface SimulatorProcess {
  child: ChildProcess;
  /** The simulated server's address, http://127.0.0.1:<port>/srv/1. */
  base: string;
  setFailRate(rate: number): Promise<void>;
  /** Every port as the device reports it, by label (BANK#001). */
  ports(): Promise<Map<string, DevicePort>>;
  stop(): void;
}

export async function startSimulatorProcess(options: { banks: number; ports: number; latency: string }): Promise<SimulatorProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/devices/simulator/main.ts',
      '--port',
      String(port),
      '--banks',
      String(options.banks),
      '--ports',
      String(options.ports),
      '--latency',
      options.latency,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`simulator exited ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const base = `${origin}/srv/1`;
  return {
    child,
    base,
    async setFailRate(rate) {
      const answer = await fetch(`${origin}/control/fail-rate`, { method: 'POST', body: JSON.stringify({ rate }) });
      if (!answer.ok) throw new Error(`fail-rate: ${answer.status}`);
    },
    async ports() {
      const status = (await (await fetch(`${base}/status`)).json()) as { banks: { code: string }[] };
      const found = new Map<string, DevicePort>();
      for (const bank of status.banks) {
        const list = (await (await fetch(`${base}/banks/${bank.code}/ports`)).json()) as DevicePort[];
        for (const each of list) found.set(`${bank.code}#${String(each.portNo).padStart(3, '0')}`, each);
      }
      return found;
    },
    stop() {
      child.kill('SIGKILL');
    },
  };
}
