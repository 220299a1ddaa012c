import type { ExporterDef } from '../download';
import { performanceExporter, profitExporter } from './business-exports';
import { sendRecordExporter } from './send-record-export';

/** The business feature's exports; bootstrap.ts builds AppDeps.exporters from every feature's list. */
export const businessExporters: readonly ExporterDef[] = [performanceExporter, profitExporter, sendRecordExporter];
