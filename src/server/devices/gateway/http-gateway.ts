import type { DeviceBank, DeviceDongle, DeviceEsim, DevicePort, DeviceStatus } from './device-protocol';
import { DeviceError, type DeviceGateway, type DeviceServerAddress } from './device-gateway';

/** One device request waits at most this long (a port activation takes a few seconds on real banks). */
export const DEVICE_REQUEST_TIMEOUT_MS = 15_000;

/** The driver that speaks the device protocol (device-protocol.ts) over HTTP. */
export class HttpDeviceGateway implements DeviceGateway {
  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = DEVICE_REQUEST_TIMEOUT_MS,
  ) {}

  private async request<T>(server: DeviceServerAddress, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const url = `${server.baseUrl.replace(/\/+$/, '')}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (server.username || server.password)
      headers.Authorization = `Basic ${Buffer.from(`${server.username}:${server.password}`).toString('base64')}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new DeviceError('timeout', String(this.timeoutMs / 1000));
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new DeviceError('unreachable', cause);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      throw new DeviceError('refused', `HTTP ${response.status}: not JSON`);
    }
    if (!response.ok) {
      const message = parsed && typeof parsed === 'object' && 'error' in parsed ? String(parsed.error) : `HTTP ${response.status}`;
      throw new DeviceError(response.status === 401 ? 'refused' : 'refused', message);
    }
    return parsed as T;
  }

  private portPath(bank: string, portNo: number): string {
    return `/banks/${encodeURIComponent(bank)}/ports/${portNo}`;
  }

  status(server: DeviceServerAddress) {
    return this.request<DeviceStatus>(server, 'GET', '/status');
  }
  ports(server: DeviceServerAddress, bank: string) {
    return this.request<DevicePort[]>(server, 'GET', `/banks/${encodeURIComponent(bank)}/ports`);
  }
  port(server: DeviceServerAddress, bank: string, portNo: number) {
    return this.request<DevicePort>(server, 'GET', this.portPath(bank, portNo));
  }
  rebootBank(server: DeviceServerAddress, bank: string) {
    return this.request<DeviceBank>(server, 'POST', `/banks/${encodeURIComponent(bank)}/reboot`);
  }
  activate(server: DeviceServerAddress, bank: string, portNo: number) {
    return this.request<DevicePort>(server, 'POST', `${this.portPath(bank, portNo)}/activate`);
  }
  release(server: DeviceServerAddress, bank: string, portNo: number) {
    return this.request<DevicePort>(server, 'POST', `${this.portPath(bank, portNo)}/release`);
  }
  setImei(server: DeviceServerAddress, bank: string, portNo: number, imei: string) {
    return this.request<DevicePort>(server, 'POST', `${this.portPath(bank, portNo)}/imei`, { imei });
  }
  rebootPort(server: DeviceServerAddress, bank: string, portNo: number) {
    return this.request<DevicePort>(server, 'POST', `${this.portPath(bank, portNo)}/reboot`);
  }
  async atCommand(server: DeviceServerAddress, bank: string, portNo: number, command: string) {
    return (await this.request<{ response: string }>(server, 'POST', `${this.portPath(bank, portNo)}/at`, { command })).response;
  }
  async ussd(server: DeviceServerAddress, bank: string, portNo: number, code: string) {
    return (await this.request<{ response: string }>(server, 'POST', `${this.portPath(bank, portNo)}/ussd`, { code })).response;
  }
  esimList(server: DeviceServerAddress, bank: string, portNo: number) {
    return this.request<DeviceEsim[]>(server, 'GET', `${this.portPath(bank, portNo)}/esim`);
  }
  esimAdd(server: DeviceServerAddress, bank: string, portNo: number, activationCode: string) {
    return this.request<DeviceEsim>(server, 'POST', `${this.portPath(bank, portNo)}/esim`, { activationCode });
  }
  esimEnable(server: DeviceServerAddress, bank: string, portNo: number, iccid: string) {
    return this.request<DeviceEsim>(server, 'POST', `${this.portPath(bank, portNo)}/esim/${encodeURIComponent(iccid)}/enable`);
  }
  esimErase(server: DeviceServerAddress, bank: string, portNo: number, iccid: string) {
    return this.request<DeviceEsim>(server, 'POST', `${this.portPath(bank, portNo)}/esim/${encodeURIComponent(iccid)}/erase`);
  }
  dongles(server: DeviceServerAddress) {
    return this.request<DeviceDongle[]>(server, 'GET', '/dongles');
  }
  dongleNetwork(server: DeviceServerAddress, code: string, network: DeviceDongle['network']) {
    return this.request<DeviceDongle>(server, 'POST', `/dongles/${encodeURIComponent(code)}/network`, { network });
  }
  dongleImei(server: DeviceServerAddress, code: string, imei: string) {
    return this.request<DeviceDongle>(server, 'POST', `/dongles/${encodeURIComponent(code)}/imei`, { imei });
  }
  dongleLink(server: DeviceServerAddress, code: string, link: DeviceDongle['link']) {
    return this.request<DeviceDongle>(server, 'POST', `/dongles/${encodeURIComponent(code)}/link`, { link });
  }
  dongleReboot(server: DeviceServerAddress, code: string) {
    return this.request<DeviceDongle>(server, 'POST', `/dongles/${encodeURIComponent(code)}/reboot`);
  }
}
