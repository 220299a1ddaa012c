import { describe, expect, it } from 'vitest';
import { formatTime } from './format';

describe('download centre times', () => {
  it('shows a server time in China time, in the order of the page language', () => {
    expect(formatTime('2026-11-02T02:00:00Z', 'zh')).toBe('2026/11/02 10:00');
    expect(formatTime('2026-11-02T02:00:00Z', 'en')).toBe('02/11/2026, 10:00');
    expect(formatTime(null, 'zh')).toBe('-');
    expect(formatTime('not a time', 'en')).toBe('-');
  });
});
