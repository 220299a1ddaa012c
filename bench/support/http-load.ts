/**
 * A small load generator over keep-alive HTTP/1.1 connections (what autocannon does, without the
 * dependency): requests at a fixed rate (open loop: latency counts from the moment a request was
 * due, so a stalled server is not hidden by fewer requests), or as fast as N connections allow.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { percentile } from './local-postgres';

export interface LoadTarget {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RateFigures {
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not HTTP 200/304, or failed to arrive. */
  errors: number;
  /** Requests per second actually completed. */
  achieved: number;
}

function requestOnce(agent: http.Agent, target: LoadTarget): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port: target.port, method: target.method, path: target.path, headers: target.headers, agent },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(target.body);
  });
}

const round = (value: number) => Number(value.toFixed(2));

/** `rate` requests per second for `seconds`, over at most `connections` connections. */
export async function atFixedRate(target: LoadTarget, rate: number, seconds: number, connections: number): Promise<RateFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let sent = 0; sent < total;) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - started) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) {
      const dueAt = started + (sent / rate) * 1000;
      pending.push(
        requestOnce(agent, target).then((status) => {
          latencies.push(performance.now() - dueAt);
          if (status !== 200 && status !== 304) errors += 1;
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
    achieved: Math.round(total / elapsed),
  };
}

/** As many requests as `connections` connections complete in `seconds` (closed loop): requests per second. */
export async function atMostRate(target: LoadTarget, seconds: number, connections: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const status = await requestOnce(agent, target);
      if (status === 200 || status === 304) done += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return Math.round(done / seconds);
}

/** The body as the server meant it, whatever `Content-Encoding` it travelled in. */
function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return bytes;
    case 'br':
      return brotliDecompressSync(bytes);
    case 'gzip':
      return gunzipSync(bytes);
    case 'deflate':
      return inflateSync(bytes);
    default:
      throw new Error(`unexpected Content-Encoding ${encoding}`);
  }
}

/**
 * One request's answer, to check it and to give the baseline the same bytes: the body decoded,
 * and the bytes as they travelled (`wire`) with their encoding.
 */
export function fetchOnce(target: LoadTarget): Promise<{ status: number; body: string; etag: string; encoding: string; wire: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: target.port, method: target.method, path: target.path, headers: target.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = String(response.headers['content-encoding'] ?? 'identity');
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: decoded(wire, encoding).toString('utf8'),
              etag: String(response.headers.etag ?? ''),
              encoding,
              wire,
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(target.body);
  });
}
