import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { imeiShapeProblem } from '../../../shared/devices/imei-rules';
import type { DeviceDongle, DeviceEsim, DevicePort } from '../gateway/device-protocol';
import type { Inventory, InventoryBank } from '../inventory';

/** A refusal the simulator answers with a status and `{ error }`, leaving the device unchanged. */
export class SimRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface SimServer extends Inventory {
  esims: Record<string, DeviceEsim[]>;
}

/**
 * The simulated devices' state, per server number: banks with their ports, eSIM profiles per port,
 * dongles. With a state file every change is written at once (a device keeps its state when the
 * controlling process dies; a test kills the simulator and starts it again on the same file).
 */
export class SimState {
  readonly servers = new Map<number, SimServer>();

  constructor(
    inventories: readonly Inventory[],
    private readonly stateFile: string | null,
  ) {
    const saved = stateFile && existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as [number, SimServer][]) : null;
    if (saved) for (const [no, server] of saved) this.servers.set(no, server);
    else inventories.forEach((inventory, index) => this.servers.set(index + 1, { ...inventory, esims: {} }));
    this.save();
  }

  save(): void {
    if (!this.stateFile) return;
    const temp = `${this.stateFile}.tmp`;
    writeFileSync(temp, JSON.stringify([...this.servers.entries()]));
    renameSync(temp, this.stateFile);
  }

  server(no: number): SimServer {
    const server = this.servers.get(no);
    if (!server) throw new SimRefusal(404, `no server ${no}`);
    return server;
  }

  bank(no: number, code: string): InventoryBank {
    const bank = this.server(no).banks.find((each) => each.code === code);
    if (!bank) throw new SimRefusal(404, `no bank ${code}`);
    return bank;
  }

  port(no: number, code: string, portNo: number): DevicePort {
    const port = this.bank(no, code).ports.find((each) => each.portNo === portNo);
    if (!port) throw new SimRefusal(404, `no port ${code}#${portNo}`);
    return port;
  }

  activate(no: number, code: string, portNo: number): DevicePort {
    const bank = this.bank(no, code);
    if (bank.state !== 'online') throw new SimRefusal(409, 'bank is rebooting');
    const port = this.port(no, code, portNo);
    if (port.state === 'empty') throw new SimRefusal(409, 'no SIM in the slot');
    if (port.state === 'fault') throw new SimRefusal(409, 'SIM not registered on the network');
    port.state = 'active';
    return port;
  }

  release(no: number, code: string, portNo: number): DevicePort {
    const port = this.port(no, code, portNo);
    if (port.state === 'active') port.state = 'idle';
    return port;
  }

  setImei(no: number, code: string, portNo: number, imei: string): DevicePort {
    const port = this.port(no, code, portNo);
    if (imeiShapeProblem(imei)) throw new SimRefusal(400, 'IMEI rejected by the module');
    if (port.state === 'active') throw new SimRefusal(409, 'port is in a call session');
    port.imei = imei;
    return port;
  }

  rebootPort(no: number, code: string, portNo: number, random: () => number): DevicePort {
    const port = this.port(no, code, portNo);
    if (port.state === 'fault') port.state = 'idle';
    if (port.state !== 'empty') port.signal = 8 + Math.floor(random() * 23);
    return port;
  }

  ussd(no: number, code: string, portNo: number, ussd: string): string {
    const port = this.port(no, code, portNo);
    if (!port.iccid) throw new SimRefusal(409, 'no SIM in the slot');
    const hash = createHash('sha256').update(`${port.iccid}${ussd}`).digest();
    const balance = ((hash.readUInt16BE(0) % 50_000) / 100).toFixed(2);
    return `${port.operator ?? ''}: balance ${balance}, valid until 2027-03-31`.trim();
  }

  esims(no: number, code: string, portNo: number): DeviceEsim[] {
    this.port(no, code, portNo);
    const key = `${code}#${portNo}`;
    const server = this.server(no);
    server.esims[key] ??= [];
    return server.esims[key];
  }

  esimAdd(no: number, code: string, portNo: number, activationCode: string, fails: boolean): DeviceEsim {
    const list = this.esims(no, code, portNo);
    const iccid = `8988${createHash('sha256').update(activationCode).digest('hex').replace(/\D/g, '').padEnd(15, '7').slice(0, 15)}`;
    const known = list.find((each) => each.iccid === iccid && each.state !== 'erased');
    if (known && known.state !== 'failed') throw new SimRefusal(409, 'profile already installed');
    const profile: DeviceEsim = known ?? { iccid, operator: 'eSIM', state: 'disabled', error: null };
    profile.state = fails ? 'failed' : 'disabled';
    profile.error = fails ? 'SM-DP+ download timed out' : null;
    if (!known) list.push(profile);
    return profile;
  }

  esimEnable(no: number, code: string, portNo: number, iccid: string): DeviceEsim {
    const list = this.esims(no, code, portNo);
    const profile = list.find((each) => each.iccid === iccid);
    if (!profile || profile.state === 'erased' || profile.state === 'failed') throw new SimRefusal(409, 'profile cannot be enabled');
    for (const each of list) if (each.state === 'enabled') each.state = 'disabled';
    profile.state = 'enabled';
    return profile;
  }

  esimErase(no: number, code: string, portNo: number, iccid: string): DeviceEsim {
    const list = this.esims(no, code, portNo);
    const profile = list.find((each) => each.iccid === iccid);
    if (!profile) throw new SimRefusal(404, 'no such profile');
    if (profile.state === 'enabled') throw new SimRefusal(409, 'profile is enabled');
    profile.state = 'erased';
    return profile;
  }

  dongle(no: number, code: string): DeviceDongle {
    const dongle = this.server(no).dongles.find((each) => each.code === code);
    if (!dongle) throw new SimRefusal(404, `no dongle ${code}`);
    return dongle;
  }
}
