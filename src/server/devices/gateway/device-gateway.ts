import type { DeviceBank, DeviceDongle, DeviceEsim, DevicePort, DeviceStatus } from './device-protocol';

/** Where a registered device server is and how to sign in to it (vodServer/addOrEdit). */
export interface DeviceServerAddress {
  baseUrl: string;
  username: string;
  password: string;
}

/**
 * What the server asks a SIM bank, VoIP gateway or dongle to do. Product code talks only to this;
 * the HTTP driver reaches real servers and the simulator alike. Every method either returns what
 * the device answered or throws a DeviceError — it never makes a result up.
 */
export interface DeviceGateway {
  status(server: DeviceServerAddress): Promise<DeviceStatus>;
  ports(server: DeviceServerAddress, bank: string): Promise<DevicePort[]>;
  port(server: DeviceServerAddress, bank: string, portNo: number): Promise<DevicePort>;
  rebootBank(server: DeviceServerAddress, bank: string): Promise<DeviceBank>;
  activate(server: DeviceServerAddress, bank: string, portNo: number): Promise<DevicePort>;
  release(server: DeviceServerAddress, bank: string, portNo: number): Promise<DevicePort>;
  setImei(server: DeviceServerAddress, bank: string, portNo: number, imei: string): Promise<DevicePort>;
  rebootPort(server: DeviceServerAddress, bank: string, portNo: number): Promise<DevicePort>;
  atCommand(server: DeviceServerAddress, bank: string, portNo: number, command: string): Promise<string>;
  ussd(server: DeviceServerAddress, bank: string, portNo: number, code: string): Promise<string>;
  esimList(server: DeviceServerAddress, bank: string, portNo: number): Promise<DeviceEsim[]>;
  esimAdd(server: DeviceServerAddress, bank: string, portNo: number, activationCode: string): Promise<DeviceEsim>;
  esimEnable(server: DeviceServerAddress, bank: string, portNo: number, iccid: string): Promise<DeviceEsim>;
  esimErase(server: DeviceServerAddress, bank: string, portNo: number, iccid: string): Promise<DeviceEsim>;
  dongles(server: DeviceServerAddress): Promise<DeviceDongle[]>;
  dongleNetwork(server: DeviceServerAddress, code: string, network: DeviceDongle['network']): Promise<DeviceDongle>;
  dongleImei(server: DeviceServerAddress, code: string, imei: string): Promise<DeviceDongle>;
  dongleLink(server: DeviceServerAddress, code: string, link: DeviceDongle['link']): Promise<DeviceDongle>;
  dongleReboot(server: DeviceServerAddress, code: string): Promise<DeviceDongle>;
}

/** The device could not be reached (network, timeout) or refused (its own error). */
export class DeviceError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused' | 'timeout',
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'DeviceError';
  }
}
