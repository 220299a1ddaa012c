import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** Serves a test's stand-in of the chat app's API on loopback; `env` points the portal at it. */
export async function serveFakeDingTalk(app: Hono): Promise<{ env: Record<string, string>; close: () => void }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      DINGTALK_APP_KEY: 'key-1',
      DINGTALK_APP_SECRET: 'secret-1',
      DINGTALK_AGENT_ID: '42',
      DINGTALK_API_BASE: base,
      DINGTALK_OAPI_BASE: base,
      DINGTALK_LOGIN_BASE: base,
      PUBLIC_URL: 'https://portal.switchboard.example',
    },
    close: () => server.close(),
  };
}
