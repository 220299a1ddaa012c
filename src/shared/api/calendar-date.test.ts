import { describe, expect, it } from 'vitest';
import { calendarDate, localDateTime } from './calendar-date';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('calendarDate', () => {
  it('accepts real dates, leap days included, within the years 1900–2999', () => {
    for (const day of ['2026-01-01', '2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31']) {
      expect(calendarDate.safeParse(day).success, day).toBe(true);
    }
  });

  it('refuses impossible and out-of-range dates with the input.date key', () => {
    for (const day of [
      '2026-13-45',
      '0000-00-00',
      '0000-01-01',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '1899-12-31',
      '3000-01-01',
      '2026-1-5',
      '2026-01-01T00:00',
      '',
    ]) {
      expect(firstMessage(calendarDate.safeParse(day)), day).toBe('input.date');
    }
  });
});

describe('localDateTime', () => {
  it('accepts a date, or a date with hours and minutes and optional seconds', () => {
    for (const text of ['2026-10-01', '2026-10-01T00:00', '2026-10-01T23:59', '2026-10-01T23:59:59', '2024-02-29T12:30']) {
      expect(localDateTime.safeParse(text).success, text).toBe(true);
    }
  });

  it('refuses impossible dates and times with the input.dateTime key', () => {
    for (const text of [
      '2026-13-45',
      '2026-13-46',
      '0000-00-00',
      '2026-02-30T10:00',
      '2026-10-01T24:00',
      '2026-10-01T10:60',
      '2026-10-01T10:00:60',
      '2026-10-01T1:00',
      '2026-10-01 10:00',
      '2026-10-01T10:00Z',
      '2026-10-01T10:00:00.000',
    ]) {
      expect(firstMessage(localDateTime.safeParse(text)), text).toBe('input.dateTime');
    }
  });
});
