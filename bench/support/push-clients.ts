/**
 * Many push (server-sent event) connections from one process over plain `http`, for
 * `npm run bench:push`: opens them a few at a time, notes when each one's first event arrived, and
 * when a watched event arrives on each. No EventSource library: the stream is split on blank lines
 * and only the `event:` names are read.
 */
import http from 'node:http';

export interface PushRequest {
  port: number;
  path: string;
  headers: Record<string, string>;
}

interface Watch {
  event: string;
  arrivals: number[];
  want: number;
  done: () => void;
}

export interface OpenFigures {
  /** From the first request to the last connection's first event, in ms. */
  totalMs: number;
  /** Each connection's request-to-first-event time, in ms. */
  singles: number[];
  failures: number;
}

export class PushClients {
  private readonly agent: http.Agent;
  private readonly requests: http.ClientRequest[] = [];
  private watch: Watch | null = null;

  constructor(connections: number) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections + 10 });
  }

  get size(): number {
    return this.requests.length;
  }

  /** Resolves with the time to the first event, or -1 when the connection failed. */
  private openOne(request: PushRequest): Promise<number> {
    return new Promise((resolve) => {
      const started = performance.now();
      let settled = false;
      const settle = (value: number) => {
        if (!settled) {
          settled = true;
          resolve(value);
        }
      };
      const outgoing = http.request(
        { host: '127.0.0.1', port: request.port, method: 'GET', path: request.path, headers: request.headers, agent: this.agent },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            settle(-1);
            return;
          }
          response.setEncoding('utf8');
          let pending = '';
          response.on('data', (chunk: string) => {
            pending += chunk;
            let end = pending.indexOf('\n\n');
            while (end >= 0) {
              const block = pending.slice(0, end);
              pending = pending.slice(end + 2);
              end = pending.indexOf('\n\n');
              const name = /^event: (.*)$/m.exec(block)?.[1];
              if (!name) continue;
              if (!settled) settle(performance.now() - started);
              const watch = this.watch;
              if (watch && name === watch.event) {
                watch.arrivals.push(performance.now());
                if (watch.arrivals.length >= watch.want) watch.done();
              }
            }
          });
          response.on('error', () => settle(-1));
        },
      );
      outgoing.on('error', () => settle(-1));
      outgoing.end();
      this.requests.push(outgoing);
    });
  }

  /** Opens `count` connections, at most `inFlight` waiting for their first event at a time. */
  async open(count: number, inFlight: number, requestOf: (index: number) => PushRequest): Promise<OpenFigures> {
    const singles: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    const lane = async () => {
      while (next < count) {
        const index = next++;
        const took = await this.openOne(requestOf(index));
        if (took < 0) failures += 1;
        else singles.push(took);
      }
    };
    await Promise.all(Array.from({ length: Math.min(inFlight, count) }, lane));
    return { totalMs: performance.now() - started, singles, failures };
  }

  /**
   * Starts watching for `event`, runs `send`, and resolves with each arrival's delay after the
   * moment `send` was called (ms), once every open connection has it or `timeoutMs` passed.
   */
  async deliver(event: string, send: () => Promise<void>, timeoutMs: number): Promise<number[]> {
    const arrivals: number[] = [];
    let timer: NodeJS.Timeout | undefined;
    const all = new Promise<void>((resolve) => {
      this.watch = { event, arrivals, want: this.requests.length, done: resolve };
      timer = setTimeout(resolve, timeoutMs);
    });
    const sentAt = performance.now();
    await send();
    await all;
    clearTimeout(timer);
    this.watch = null;
    return arrivals.map((at) => at - sentAt);
  }

  closeAll(): void {
    for (const request of this.requests) request.destroy();
    this.requests.length = 0;
    this.agent.destroy();
  }
}
