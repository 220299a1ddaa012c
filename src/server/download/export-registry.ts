import type { z } from 'zod';
import type { AuthedStaff } from '../auth';
import type { AppDeps } from '../deps';

/**
 * What a feature registers to make a list exportable. The download centre never knows a feature's
 * tables: it asks the exporter for a spec — columns, a row count, and the rows in batches — both
 * when the export is asked for and again when a queued job runs (so the staff member's data scope
 * at run time applies).
 */
export type ExportColumnType = 'text' | 'integer' | 'money' | 'percent' | 'date';

export interface ExportColumn {
  /** Property of the row objects the batches yield. */
  key: string;
  title: { zh: string; en: string };
  /**
   * text: as is. integer: whole number. money: decimal string or number, written as a number with
   * two or more decimals. percent: 12.5 means 12.5 % (as the portal shows it). date: a Date, an
   * ISO date-time or a YYYY-MM-DD string. Any value may also be a `{ zh, en }` pair (a status,
   * a type name): the file gets the one of the language the export was asked in.
   */
  type: ExportColumnType;
}

export interface ExportSpec {
  /** Sheet name and the first part of the file name. */
  title: { zh: string; en: string };
  columns: ExportColumn[];
  count(): Promise<number>;
  /**
   * Rows of plain data (they are copied to the xlsx thread), in batches that each take a few ms to
   * read: the embedded database runs in the server's thread, and requests wait between batches.
   */
  batches(): AsyncIterable<Record<string, unknown>[]>;
}

export interface ExporterDef<P = unknown> {
  /** Unique, dotted: `bq.sendRecords`. Stored on queued jobs, so keep it stable. */
  name: string;
  /** Permission key (or SIGNED_IN) the staff member needs, checked on asking and on running. */
  permission: string;
  params: z.ZodType<P>;
  build(deps: AppDeps, staff: AuthedStaff, params: P): Promise<ExportSpec>;
}

const exporters = new Map<string, ExporterDef<unknown>>();

/**
 * Registers an exporter (at module load of the feature's routes file). Registering the same name
 * again replaces the earlier definition, so a module evaluated twice (tests, reload) is harmless.
 */
export function registerExporter<P>(def: ExporterDef<P>): void {
  exporters.set(def.name, def as unknown as ExporterDef<unknown>);
}

export function unregisterExporter(name: string): void {
  exporters.delete(name);
}

export function exporterNamed(name: string): ExporterDef<unknown> | undefined {
  return exporters.get(name);
}
