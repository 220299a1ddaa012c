/** The download feature as other features see it: everything they may import. */
export { XLSX_TYPE, exportOrQueue } from './export-service';
export type { ExportColumn, ExportSpec, ExporterDef } from './export-registry';
export { exporterRegistry, type ExporterRegistry } from './export-registry';
export { ExportWorker } from './export-worker';
