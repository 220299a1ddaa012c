import http from 'node:http';
import type { RawRequest } from './request-builder';

export interface RawResponse {
  /** 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first bytes of the body (enough to check an envelope or a file's signature). */
  body: Buffer;
  bodyBytes: number;
  /** The stream was cut by us after its time budget (event streams that stay open). */
  cut: boolean;
  error?: string;
  ms: number;
}

const KEEP_BYTES = 4 * 1024 * 1024;
const guarded = new WeakSet<object>();
const OWN_CONNECTION_BYTES = 1024 * 1024;

export interface SendOptions {
  /** Longest wait for the whole answer. */
  timeoutMs: number;
  /** Event streams are read for at most this long, then closed (push streams never end). */
  streamBudgetMs: number;
}

/**
 * Sends bytes exactly as given (invalid escapes, GET with a body, missing content type), which
 * fetch would refuse or normalise.
 */
export async function sendRaw(agent: http.Agent, origin: URL, request: RawRequest, options: SendOptions): Promise<RawResponse> {
  let answer = await attempt(agent, origin, request, options);
  // A kept-alive socket the server closed while it sat in the pool (Node's documented race): sent
  // again, as often as the pool may hold such sockets.
  for (let again = 0; answer.retryable && again < 16; again += 1) {
    retriedOnStaleSockets += 1;
    answer = await attempt(agent, origin, request, options);
  }
  return answer;
}

/** Requests sent a second time because their kept-alive socket had been closed meanwhile. */
export let retriedOnStaleSockets = 0;

function attempt(
  agent: http.Agent,
  origin: URL,
  request: RawRequest,
  options: SendOptions,
): Promise<RawResponse & { retryable?: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (response: Omit<RawResponse, 'ms'> & { retryable?: boolean }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...response, ms: performance.now() - started });
    };
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== undefined) headers['Content-Length'] = request.body.length;
    let req: http.ClientRequest;
    try {
      // A body over 1 MB goes on a connection of its own: the server may stop reading it and close
      // the connection, which must not take a kept-alive neighbour down with it.
      const own = (request.body?.length ?? 0) > OWN_CONNECTION_BYTES;
      req = http.request({
        agent: own ? false : agent,
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers,
      });
    } catch (error) {
      // Node itself refuses some heads (characters a header may not hold): the fuzzer's own mistake.
      resolve({
        status: -1,
        headers: {},
        body: Buffer.alloc(0),
        bodyBytes: 0,
        cut: false,
        error: `not sendable: ${(error as Error).message}`,
        ms: 0,
      });
      return;
    }
    // The server may close the socket while the body is still being written (413 before reading it):
    // the request reports that; the pooled socket must not crash the run with an unheard EPIPE.
    req.on('socket', (socket) => {
      if (guarded.has(socket)) return;
      guarded.add(socket);
      socket.on('error', () => undefined);
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        bodyBytes: 0,
        cut: false,
        error: `no complete answer within ${options.timeoutMs} ms`,
      });
    }, options.timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      let total = 0;
      const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
      const done = (cut: boolean) =>
        finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), bodyBytes: total, cut });
      if (isStream) {
        setTimeout(() => {
          done(true);
          res.destroy();
        }, options.streamBudgetMs).unref();
      }
      res.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (kept < KEEP_BYTES) {
          chunks.push(chunk.subarray(0, KEEP_BYTES - kept));
          kept += Math.min(chunk.length, KEEP_BYTES - kept);
        }
      });
      res.on('end', () => done(false));
      res.on('error', (error) =>
        finish({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          bodyBytes: total,
          cut: false,
          error: error.message,
        }),
      );
      res.on('aborted', () =>
        finish({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          bodyBytes: total,
          cut: false,
          error: 'answer aborted by the server',
        }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed meanwhile fails as ECONNRESET or, mid-write, as EPIPE.
      const retryable = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      finish({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        bodyBytes: 0,
        cut: false,
        error: `${error.code ?? ''} ${error.message}`.trim(),
        retryable,
      });
    });
    req.end(request.body);
  });
}
