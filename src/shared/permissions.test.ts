import { describe, expect, it } from 'vitest';
import { BUTTON_LIST, PERMISSION_KEYS } from './permissions';
import { MENU_RESOURCES } from './routes/menu-resources';

describe('permission keys named in code', () => {
  it('each names a real page, section or button of the route table', () => {
    const known = new Set([...MENU_RESOURCES.map((node) => node.international), ...BUTTON_LIST.map((button) => button.key)]);
    for (const [name, key] of Object.entries(PERMISSION_KEYS)) expect(known.has(key), `${name} = ${key}`).toBe(true);
  });

  it('keeps the keys stored in role grants', () => {
    expect(PERMISSION_KEYS.aiChat).toBe('aichat');
    expect(PERMISSION_KEYS.sendRecordQuery).toBe('BQ_SEND_RCD_QUERY');
  });
});
