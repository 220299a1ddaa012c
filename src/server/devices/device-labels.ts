import { sql, type SQL } from 'drizzle-orm';
import { addDays, shanghaiDayStart } from '../../shared/business/dates';
import { simBanks, simPorts } from '../db/schema/index';

/** How a port is named everywhere (pages, palette, logs): its bank's code and a 3-digit port number. */
export function portLabel(bankCode: string, portNo: number): string {
  return `${bankCode}#${String(portNo).padStart(3, '0')}`;
}

/** The same label in SQL, for filters and joins (matches portLabel). */
export const portLabelSql: SQL<string> = sql<string>`${simBanks.deviceCode} || '#' || lpad(${simPorts.portNo}::text, 3, '0')`;

/** ISO text of an optional instant. */
export function iso(at: Date | null): string | null {
  return at ? at.toISOString() : null;
}

/** The instants of a Shanghai calendar day range: from the first day's start to the day after the last. */
export function dayRange(dateFrom: string | undefined, dateTo: string | undefined): { from: Date | null; until: Date | null } {
  return {
    from: dateFrom ? shanghaiDayStart(dateFrom) : null,
    until: dateTo ? shanghaiDayStart(addDays(dateTo, 1)) : null,
  };
}
