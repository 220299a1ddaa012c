/**
 * The HTTP protocol of a device server, as the gateway's driver speaks it and the simulator answers
 * it. Every path is under the server's registered address; credentials go as HTTP Basic auth.
 * Failures answer a non-2xx status with `{ error }` and leave the device as it was.
 *
 *   GET  /status                                  → DeviceStatus
 *   GET  /banks/:bank/ports                       → DevicePort[]
 *   GET  /banks/:bank/ports/:port                 → DevicePort
 *   POST /banks/:bank/reboot                      → DeviceBank
 *   POST /banks/:bank/ports/:port/activate        → DevicePort
 *   POST /banks/:bank/ports/:port/release         → DevicePort
 *   POST /banks/:bank/ports/:port/imei  {imei}    → DevicePort
 *   POST /banks/:bank/ports/:port/reboot          → DevicePort
 *   POST /banks/:bank/ports/:port/at    {command} → {response}
 *   POST /banks/:bank/ports/:port/ussd  {code}    → {response}
 *   GET  /banks/:bank/ports/:port/esim            → DeviceEsim[]
 *   POST /banks/:bank/ports/:port/esim  {activationCode} → DeviceEsim
 *   POST /banks/:bank/ports/:port/esim/:iccid/enable → DeviceEsim
 *   POST /banks/:bank/ports/:port/esim/:iccid/erase  → DeviceEsim
 *   GET  /dongles                                 → DeviceDongle[]
 *   POST /dongles/:code/network {network} | /imei {imei} | /link {bank, port} | /reboot → DeviceDongle
 */

export type DevicePortState = 'empty' | 'idle' | 'active' | 'fault';

export interface DevicePort {
  portNo: number;
  slot: string;
  iccid: string | null;
  imsi: string | null;
  msisdn: string | null;
  operator: string | null;
  state: DevicePortState;
  signal: number | null;
  imei: string | null;
}

export interface DeviceBank {
  code: string;
  name: string;
  model: string;
  ip: string;
  country: string;
  portCount: number;
  state: 'online' | 'offline' | 'rebooting';
}

export interface DeviceEsim {
  iccid: string;
  operator: string;
  state: 'downloading' | 'disabled' | 'enabled' | 'failed' | 'erased';
  error: string | null;
}

export interface DeviceDongle {
  code: string;
  imei: string | null;
  network: 'auto' | '4g' | '3g' | '2g';
  state: 'online' | 'offline' | 'rebooting';
  signal: number | null;
  link: { bank: string; port: number } | null;
}

export interface DeviceStatus {
  name: string;
  /** True for the device simulator (npm run devices:sim). */
  simulated: boolean;
  banks: DeviceBank[];
  dongles: DeviceDongle[];
}
