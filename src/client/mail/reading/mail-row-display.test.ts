import { describe, expect, it } from 'vitest';
import { fileSize, fullTime, rowParty, rowPartyShort, rowSubject, rowTime } from './mail-row-display';

const received = {
  detailsType: 2 as const,
  senderEmail: { name: '', email: 'wang@acme.example' },
  receiverEmailList: [{ name: '李娜', email: 'sales@switchboard.example' }],
};
const sent = {
  ...received,
  detailsType: 1 as const,
  receiverEmailList: [
    { name: '', email: 'a@x.example' },
    { name: 'B', email: 'b@x.example' },
  ],
};

describe('mail list row', () => {
  it('names the sender of received mail and the recipients of sent mail', () => {
    expect(rowParty(received)).toBe('wang <wang@acme.example>');
    expect(rowPartyShort(received)).toBe('wang');
    expect(rowParty(sent)).toBe('a <a@x.example>; B <b@x.example>');
    expect(rowPartyShort(sent)).toBe('a, B');
    expect(rowPartyShort({ ...received, senderEmail: { name: ' ', email: '' } })).toBe('-');
  });

  it('shows a dash for a missing subject', () => {
    expect(rowSubject('  ')).toBe('-');
    expect(rowSubject('报价')).toBe('报价');
  });

  it('shows the time of day today, the day this year, the date before — in Shanghai', () => {
    const now = new Date('2026-03-06T10:00:00Z'); // 18:00 in Shanghai
    expect(rowTime('2026-03-06T01:05:00Z', now, 'zh-CN')).toBe('09:05');
    // 17:30 UTC on 5 March is already 6 March in Shanghai.
    expect(rowTime('2026-03-05T17:30:00Z', now, 'en')).toBe('01:30');
    expect(rowTime('2026-03-02T03:00:00Z', now, 'zh-CN')).toBe('3月2日');
    expect(rowTime('2026-03-02T03:00:00Z', now, 'en')).toBe('2 Mar');
    expect(rowTime('2025-12-31T03:00:00Z', now, 'en')).toBe('2025-12-31');
    expect(rowTime('nonsense', now, 'en')).toBe('-');
  });

  it('writes full times and file sizes', () => {
    expect(fullTime('2026-03-01T17:30:00Z')).toBe('2026-03-02 01:30');
    expect(fullTime('2026-03-01T16:30:00Z')).toBe('2026-03-02 00:30');
    expect(fullTime(null)).toBe('-');
    expect([fileSize(12), fileSize(2048), fileSize(3 * 1024 * 1024)]).toEqual(['12 B', '2.0 KB', '3.0 MB']);
  });
});
