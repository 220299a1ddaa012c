/** The download feature as other features see it: everything they may import. */
export { useDownloads } from './download-store';
export { exportFile } from './export-helper';
export { downloadFile } from './export-helper';
export { DOWNLOAD_CENTRE_PATH, ExportQueuedDialog } from './export-queued-dialog';
export { formatTime } from './format';
