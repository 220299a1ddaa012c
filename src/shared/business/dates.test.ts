import { describe, expect, it } from 'vitest';
import { shanghaiMinute, shanghaiMinuteIn } from './dates';

describe('the Asia/Shanghai minute', () => {
  it('writes YYYY-MM-DD HH:mm on the Shanghai calendar, 00 for the hour after midnight', () => {
    expect(shanghaiMinute('2026-11-02T02:05:00.000Z')).toBe('2026-11-02 10:05');
    // 16:30 UTC on New Year's Eve is already half past midnight of the new year in Shanghai.
    expect(shanghaiMinute('2026-12-31T16:30:00Z')).toBe('2027-01-01 00:30');
  });

  it('writes the same minute in each language’s order', () => {
    expect(shanghaiMinuteIn('zh', '2026-12-31T16:30:00Z')).toBe('2027/01/01 00:30');
    expect(shanghaiMinuteIn('en', '2026-03-01T05:05:00Z')).toBe('01/03/2026, 13:05');
  });

  it('answers null for a missing or unreadable time', () => {
    expect(shanghaiMinute(null)).toBeNull();
    expect(shanghaiMinute('')).toBeNull();
    expect(shanghaiMinute('nonsense')).toBeNull();
    expect(shanghaiMinuteIn('zh', null)).toBeNull();
    expect(shanghaiMinuteIn('en', 'nonsense')).toBeNull();
    expect(shanghaiMinute('+275760-09-13T00:00:00Z')).toBeNull();
  });
});
