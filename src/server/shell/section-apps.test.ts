import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env';

describe('SECTION_APPS (section applications the shell embeds)', () => {
  it('reads a JSON map of iframeName to address', () => {
    const env = loadEnv({ SECTION_APPS: '{"crm":"https://crm.switchboard.example","fc":"http://10.0.0.5:8081"}' });
    expect(env.SECTION_APPS).toEqual({ crm: 'https://crm.switchboard.example', fc: 'http://10.0.0.5:8081' });
    expect(loadEnv({}).SECTION_APPS).toBeUndefined();
  });

  it('refuses anything else, naming the setting', () => {
    for (const bad of ['not json', '["https://x.example"]', '{"crm":"ftp://x.example"}', '{"crm":42}']) {
      expect(() => loadEnv({ SECTION_APPS: bad }), bad).toThrow(EnvError);
      expect(() => loadEnv({ SECTION_APPS: bad }), bad).toThrow(/SECTION_APPS/);
    }
  });
});
