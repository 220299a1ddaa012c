/** The download feature as other features see it: everything they may import. */
export { exportOrQueue, registerExporter } from './export-service';
export type { ExportColumn, ExportSpec } from './export-service';
export { exportWorker, resumeExports } from './export-worker';
