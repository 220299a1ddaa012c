import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      ACCESS_TOKEN_TTL: 7200,
      devIdpEnabled: true,
      dingtalkConfigured: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:8080');
  });

  it('reads durations in seconds or with a unit', () => {
    expect(loadEnv({ ACCESS_TOKEN_TTL: '10' }).ACCESS_TOKEN_TTL).toBe(10);
    expect(loadEnv({ ACCESS_TOKEN_TTL: '15m' }).ACCESS_TOKEN_TTL).toBe(900);
    expect(loadEnv({ REFRESH_TOKEN_TTL: '2d' }).REFRESH_TOKEN_TTL).toBe(172800);
  });

  it('names every bad setting', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ACCESS_TOKEN_TTL: '2 weeks' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL/);
      expect(String(error)).toMatch(/ACCESS_TOKEN_TTL/);
    }
  });

  it('uses the chat app when configured and never the development provider in production', () => {
    const ding = loadEnv({ DINGTALK_APP_KEY: 'k', DINGTALK_APP_SECRET: 's', DINGTALK_AGENT_ID: '1' });
    expect(ding).toMatchObject({ dingtalkConfigured: true, devIdpEnabled: false });
    expect(loadEnv({ NODE_ENV: 'production', DEV_IDP: '1' }).devIdpEnabled).toBe(false);
    expect(loadEnv({ DEV_IDP: 'off' }).devIdpEnabled).toBe(false);
  });

  it('refuses to listen on the network with the development identity provider on', () => {
    expect(() => loadEnv({ HOST: '0.0.0.0' })).toThrow(/HOST=0\.0\.0\.0.*development identity provider/s);
    expect(() => loadEnv({ HOST: '10.1.2.3', DEV_IDP: 'on' })).toThrow(EnvError);
    expect(loadEnv({ HOST: '0.0.0.0', NODE_ENV: 'production' }).devIdpEnabled).toBe(false);
    expect(loadEnv({ HOST: '0.0.0.0', DEV_IDP: 'off' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '0.0.0.0', DINGTALK_APP_KEY: 'k', DINGTALK_APP_SECRET: 's', DINGTALK_AGENT_ID: '1' }).devIdpEnabled).toBe(false);
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(loadEnv({ HOST: host }).devIdpEnabled).toBe(true);
    }
  });
});
