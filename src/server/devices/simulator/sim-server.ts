import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { DeviceDongle } from '../gateway/device-protocol';
import { SimRefusal, type SimState } from './sim-state';

export interface SimOptions {
  /** Share of device-changing requests that fail (0–1): the device answers 503 and changes nothing. */
  failRate: number;
  /** Each answer waits between these many milliseconds, as a real bank's modem does. */
  latencyMs: readonly [number, number];
  /** Basic-auth credentials the simulated servers require, if any. */
  username: string;
  password: string;
  random: () => number;
}

const ROUTES: { method: string; pattern: RegExp; mutating: boolean; name: string }[] = [
  { method: 'GET', pattern: /^\/status$/, mutating: false, name: 'status' },
  { method: 'GET', pattern: /^\/banks\/([^/]+)\/ports$/, mutating: false, name: 'ports' },
  { method: 'GET', pattern: /^\/banks\/([^/]+)\/ports\/(\d+)$/, mutating: false, name: 'port' },
  { method: 'POST', pattern: /^\/banks\/([^/]+)\/reboot$/, mutating: true, name: 'rebootBank' },
  {
    method: 'POST',
    pattern: /^\/banks\/([^/]+)\/ports\/(\d+)\/(activate|release|imei|reboot|at|ussd)$/,
    mutating: true,
    name: 'portAction',
  },
  { method: 'GET', pattern: /^\/banks\/([^/]+)\/ports\/(\d+)\/esim$/, mutating: false, name: 'esimList' },
  { method: 'POST', pattern: /^\/banks\/([^/]+)\/ports\/(\d+)\/esim$/, mutating: true, name: 'esimAdd' },
  { method: 'POST', pattern: /^\/banks\/([^/]+)\/ports\/(\d+)\/esim\/([^/]+)\/(enable|erase)$/, mutating: true, name: 'esimChange' },
  { method: 'GET', pattern: /^\/dongles$/, mutating: false, name: 'dongles' },
  { method: 'POST', pattern: /^\/dongles\/([^/]+)\/(network|imei|link|reboot)$/, mutating: true, name: 'dongleAction' },
];

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new SimRefusal(400, 'body is not JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The device simulator's HTTP server: each simulated device server lives under /srv/<no>, speaking
 * the device protocol (gateway/device-protocol.ts) — the same the gateway's driver speaks to hardware.
 */
export function createSimServer(state: SimState, options: SimOptions): Server {
  const wait = () =>
    new Promise<void>((resolve) => {
      const [low, high] = options.latencyMs;
      setTimeout(resolve, low + Math.floor(options.random() * Math.max(0, high - low + 1)));
    });

  return createServer((req, res) => {
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://sim');
        if (url.pathname === '/control/fail-rate' && req.method === 'POST') {
          // Not the device protocol: the simulator's own knob, so a developer or a test can make the
          // devices flaky (or reliable) without restarting them.
          const rate = Number((await readBody(req)).rate);
          if (!(rate >= 0 && rate <= 1)) throw new SimRefusal(400, 'rate is 0–1');
          options.failRate = rate;
          send(res, 200, { failRate: rate });
          return;
        }
        const match = /^\/srv\/(\d+)(\/.*)$/.exec(url.pathname);
        if (!match) throw new SimRefusal(404, 'not a device server path (/srv/<no>/…)');
        if (options.username || options.password) {
          const expected = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
          if (req.headers.authorization !== expected) throw new SimRefusal(401, 'wrong device server credentials');
        }
        const no = Number(match[1]);
        const path = match[2]!;
        const route = ROUTES.find((each) => each.method === req.method && each.pattern.test(path));
        if (!route) throw new SimRefusal(404, `unknown device request ${req.method ?? ''} ${path}`);
        const args = route.pattern.exec(path)!.slice(1).map(decodeURIComponent);
        const body = req.method === 'POST' ? await readBody(req) : {};
        await wait();
        if (route.mutating && route.name !== 'esimAdd' && options.random() < options.failRate)
          throw new SimRefusal(503, 'modem did not answer (simulated failure)');
        const answer = handleRoute(state, no, route.name, args, body, options);
        if (route.mutating) state.save();
        send(res, 200, answer);
      } catch (error) {
        if (error instanceof SimRefusal) send(res, error.status, { error: error.message });
        else send(res, 500, { error: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
}

function handleRoute(
  state: SimState,
  no: number,
  name: string,
  args: string[],
  body: Record<string, unknown>,
  options: SimOptions,
): unknown {
  const [bank = '', portText = '', third = '', fourth = ''] = args;
  const portNo = Number(portText);
  switch (name) {
    case 'status': {
      const server = state.server(no);
      return {
        name: server.name,
        simulated: true,
        banks: server.banks.map(({ ports: _ports, ...rest }) => rest),
        dongles: server.dongles,
      };
    }
    case 'ports':
      return state.bank(no, bank).ports;
    case 'port':
      return state.port(no, bank, portNo);
    case 'rebootBank': {
      const found = state.bank(no, bank);
      found.state = 'rebooting';
      setTimeout(() => {
        found.state = 'online';
        state.save();
      }, 2_000).unref();
      const { ports: _ports, ...rest } = found;
      return rest;
    }
    case 'portAction':
      switch (third) {
        case 'activate':
          return state.activate(no, bank, portNo);
        case 'release':
          return state.release(no, bank, portNo);
        case 'imei':
          return state.setImei(no, bank, portNo, String(body.imei ?? ''));
        case 'reboot':
          return state.rebootPort(no, bank, portNo, options.random);
        case 'at':
          state.port(no, bank, portNo);
          return {
            response:
              String(body.command ?? '').toUpperCase() === 'AT+CSQ' ? `+CSQ: ${state.port(no, bank, portNo).signal ?? 99},0\r\nOK` : 'OK',
          };
        default:
          return { response: state.ussd(no, bank, portNo, String(body.code ?? '*100#')) };
      }
    case 'esimList':
      return state.esims(no, bank, portNo);
    case 'esimAdd':
      return state.esimAdd(no, bank, portNo, String(body.activationCode ?? ''), options.random() < options.failRate);
    case 'esimChange':
      return fourth === 'enable' ? state.esimEnable(no, bank, portNo, third) : state.esimErase(no, bank, portNo, third);
    case 'dongles':
      return state.server(no).dongles;
    default: {
      const dongle = state.dongle(no, bank);
      switch (portText) {
        case 'network':
          dongle.network = String(body.network) as DeviceDongle['network'];
          break;
        case 'imei':
          dongle.imei = String(body.imei ?? '');
          break;
        case 'link':
          dongle.link = (body.link as DeviceDongle['link']) ?? null;
          break;
        default:
          dongle.signal = 10 + Math.floor(options.random() * 20);
      }
      return dongle;
    }
  }
}
