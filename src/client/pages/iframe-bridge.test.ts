import { describe, expect, it } from 'vitest';
import { frameSource, originOf, parseBridgeMessage } from './iframe-bridge';

const frame = {};
const expected = { origin: 'https://crm.switchboard.example', source: frame };
const event = (data: unknown, origin = expected.origin, source: unknown = frame) => ({ origin, data, source });

describe('section application bridge', () => {
  it('accepts title, navigate and open-tab from the section’s own frame', () => {
    expect(parseBridgeMessage(event({ type: 'switchboard:title', title: '  客户详情 ' }), expected)).toEqual({
      type: 'switchboard:title',
      title: '客户详情',
    });
    expect(parseBridgeMessage(event({ type: 'switchboard:navigate', path: '/crm/blacklist' }), expected)).toEqual({
      type: 'switchboard:navigate',
      path: '/crm/blacklist',
    });
    expect(parseBridgeMessage(event({ type: 'switchboard:open-tab', path: '/crm/open-sea?x=1' }), expected)).toMatchObject({
      type: 'switchboard:open-tab',
    });
  });

  it('ignores other origins, other frames, foreign addresses and unknown messages', () => {
    expect(parseBridgeMessage(event({ type: 'switchboard:title', title: 'x' }, 'https://evil.example'), expected)).toBeNull();
    expect(parseBridgeMessage(event({ type: 'switchboard:title', title: 'x' }, expected.origin, {}), expected)).toBeNull();
    expect(parseBridgeMessage(event({ type: 'switchboard:navigate', path: '//evil.example/' }), expected)).toBeNull();
    expect(parseBridgeMessage(event({ type: 'switchboard:navigate', path: 'https://evil.example/' }), expected)).toBeNull();
    expect(parseBridgeMessage(event({ type: 'something-else' }), expected)).toBeNull();
    expect(parseBridgeMessage(event('text'), expected)).toBeNull();
  });

  it('builds the frame address from the base and the page', () => {
    expect(frameSource('https://crm.switchboard.example/', '/crm/blacklist', '?a=1')).toBe(
      'https://crm.switchboard.example/crm/blacklist?a=1',
    );
    expect(originOf('https://crm.switchboard.example/app')).toBe('https://crm.switchboard.example');
    expect(originOf('not a url')).toBeNull();
  });
});
