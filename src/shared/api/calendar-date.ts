import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR, isIsoDate, isLocalDateTime } from '../business/dates';

/**
 * The date types every call schema uses: only real calendar dates pass (no 2026-13-45, no
 * 2026-02-30, no year 0), so the date helpers and SQL never see an impossible one.
 */
export const calendarDate = z
  .string()
  .refine(isIsoDate, 'input.date')
  .describe(`A real calendar date, YYYY-MM-DD (years ${MIN_YEAR}–${MAX_YEAR})`);

/** A date, or a date with a local time of day (hours 00–23). */
export const localDateTime = z
  .string()
  .refine(isLocalDateTime, 'input.dateTime')
  .describe(`YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss], a real date (years ${MIN_YEAR}–${MAX_YEAR}) and time`);
