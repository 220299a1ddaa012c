import type { z } from 'zod';
import type { AuthedStaff } from '../auth';
import type { AppDeps } from '../deps';
import type { ExporterName } from '../../shared/api/download-calls';
import type { Permission } from '../../shared/api/define-call';

export type ExportColumnType = 'text' | 'integer' | 'money' | 'price' | 'percent' | 'date';

export interface ExportColumn {
  /** Property of the row objects the batches yield. */
  key: string;
  title: { zh: string; en: string };
  /**
   * text: as is. integer: whole number. money: decimal string or number, written as the number
   * of cents the portal shows (half up) in #,##0.00. price: a unit price, written as is with six
   * decimals, as the send-record page shows it. percent: a ratio as a decimal string ("0.2966"), written as that number
   * in a percent format, so Excel shows 29.66% as the portal does and formulas get the ratio.
   * date: a Date, an ISO date-time or a YYYY-MM-DD string. Any value may also be a `{ zh, en }`
   * pair (a status, a type name): the file gets the one of the language the export was asked in.
   */
  type: ExportColumnType;
}

export interface ExportSpec {
  /** Sheet name and the first part of the file name. */
  title: { zh: string; en: string };
  columns: ExportColumn[];
  /** The exact row count (a job's progress and total). */
  count(): Promise<number>;
  /**
   * A cheap size for deciding between the file at once and a job, where count() is slow: the
   * exact count when it is at most `syncLimit`, otherwise an estimate above it. Without it,
   * count() decides.
   */
  estimate?(syncLimit: number): Promise<number>;
  /**
   * Rows of plain data (they are copied to the xlsx thread), in batches that each take a few ms to
   * read: the embedded database runs in the server's thread, and requests wait between batches.
   */
  batches(): AsyncIterable<Record<string, unknown>[]>;
}

/**
 * What a feature lists (in its index.ts) to make a list exportable. The download centre never
 * knows a feature's tables: it asks the exporter for a spec — columns, a row count, and the rows
 * in batches — both when the export is asked for and again when a queued job runs (so the staff
 * member's data scope at run time applies).
 */
export interface ExporterDef<P = unknown> {
  /** One of `EXPORTERS` (src/shared/api/download-calls.ts); stored on queued jobs. */
  name: ExporterName;
  /**
   * Permission key (or SIGNED_IN) of the export call: the router checks it on asking, the worker
   * again when a queued job runs.
   */
  permission: Permission;
  params: z.ZodType<P>;
  build(deps: AppDeps, staff: AuthedStaff, params: P): Promise<ExportSpec>;
}

/** The exporters the server knows, by name: queued jobs name theirs and the worker finds it here. */
export interface ExporterRegistry {
  named(name: string): ExporterDef<unknown> | undefined;
}

/** Built once from the features' lists (bootstrap.ts); a name given twice is a wiring mistake. */
export function exporterRegistry(defs: readonly ExporterDef[]): ExporterRegistry {
  const byName = new Map<string, ExporterDef<unknown>>();
  for (const def of defs) {
    if (byName.has(def.name)) throw new Error(`exporter ${def.name} is listed twice`);
    byName.set(def.name, def);
  }
  return { named: (name) => byName.get(name) };
}
