import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createLogger } from '../../src/server/log';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The default log (info) must let the verification-code line and real problems stand out. */
let t: TestApp;
const lines: { level: number; msg: string; status?: number; reqId?: string }[] = [];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  const log = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
  app = createApp({ ...t.services.deps, log });
});
afterAll(async () => t.close());

describe('request log lines', () => {
  it('writes nothing at info for a request that went well', async () => {
    lines.length = 0;
    expect((await app.request('/healthz')).status).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes a warn line with the request id for a refused request', async () => {
    lines.length = 0;
    const response = await app.request('/v2/nowhere', { method: 'POST', headers: { 'X-Request-Id': 'refused-1' } });
    expect(response.status).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'request refused', status: 404, reqId: 'refused-1' });
  });
});
