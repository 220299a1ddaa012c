import { describe, expect, it } from 'vitest';
import type { AccessGrant } from './tokens';
import { VerifiedTokens } from './verified-tokens';

const grant: AccessGrant = {
  sessionId: 's1',
  staffId: 7,
  mustChangePassword: false,
  roleIds: [2],
  grantsVersion: 3,
  profile: {
    avatar: null,
    jobNumber: 'SB1002',
    name: '张伟',
    userId: 7,
    staffId: 7,
    username: 'sales2',
    jobTime: null,
    deptNames: ['销售二部'],
    mustChangePassword: false,
  },
};

describe('verified access tokens', () => {
  it('answers a remembered token until the shorter of its expiry and a minute', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('h', grant, 30_000, 0, tokens.current());
    expect(tokens.get('h', 29_999)).toEqual(grant);
    expect(tokens.get('h', 30_000)).toBeNull();
    tokens.remember('h', grant, 10 * 60_000, 0, tokens.current());
    expect(tokens.get('h', 59_999)).toEqual(grant);
    expect(tokens.get('h', 60_000)).toBeNull();
  });

  it('forgets everything on a clear, and does not store a lookup that began before it', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('h', grant, 30_000, 0, tokens.current());
    const begun = tokens.current();
    tokens.clear();
    expect(tokens.get('h', 1)).toBeNull();
    tokens.remember('h', grant, 30_000, 1, begun);
    expect(tokens.get('h', 2)).toBeNull();
    tokens.remember('h', grant, 30_000, 1, tokens.current());
    expect(tokens.get('h', 2)).toEqual(grant);
  });

  it('with other processes: keeps nothing until it can hear them, announces its own clears and not theirs', () => {
    let announced = 0;
    const tokens = new VerifiedTokens(() => (announced += 1));
    tokens.remember('h', grant, 30_000, 0, tokens.current());
    expect(tokens.get('h', 1)).toBeNull();
    tokens.trusted(true);
    tokens.remember('h', grant, 30_000, 0, tokens.current());
    expect(tokens.get('h', 1)).toEqual(grant);
    tokens.forget();
    expect([tokens.get('h', 1), announced]).toEqual([null, 0]);
    tokens.remember('h', grant, 30_000, 0, tokens.current());
    tokens.clear();
    expect([tokens.get('h', 1), announced]).toEqual([null, 1]);
    tokens.remember('h', grant, 30_000, 0, tokens.current());
    tokens.trusted(false);
    expect(tokens.get('h', 1)).toBeNull();
  });
});
