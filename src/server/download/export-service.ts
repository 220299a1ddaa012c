import { randomUUID } from 'node:crypto';
import { SIGNED_IN } from '../../shared/api/define-call';
import { EXPORT_SYNC_LIMIT, exportEstimateMinutes, type ExportQueued } from '../../shared/api/download-calls';
import { APP_CODES, OK } from '../../shared/error-codes';
import { formatMessage } from '../../shared/messages';
import { exportJobs } from '../db/schema/index';
import { AppError, fail } from '../http/app-error';
import type { HandlerContext } from '../http/call-router';
import { parseInput } from '../http/validate';
import { contentDisposition, fileStamp, safeFileName } from './content-disposition';
import { exporterNamed } from './export-registry';
import { exportWorker } from './export-worker';
import { xlsxBuffer } from './xlsx-writer';

export { registerExporter, unregisterExporter } from './export-registry';
export type { ExportColumn, ExportColumnType, ExportSpec, ExporterDef } from './export-registry';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The one way a feature answers an export call (shell.md §4 "Export"): at most EXPORT_SYNC_LIMIT
 * rows come back at once as the xlsx; more become a job of the download centre, answered with
 * `{ syncFlag: false, fileId, totalNum, estimateMinutes }`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any export call's context will do
export async function exportOrQueue(ctx: HandlerContext<any>, exporterName: string, params: unknown): Promise<Response> {
  const { deps, staff, lang, c } = ctx;
  const def = exporterNamed(exporterName);
  if (!def) throw new AppError(APP_CODES.NOT_FOUND, 'download.exporterUnknown', { name: exporterName }, 404);
  if (def.permission !== SIGNED_IN && !staff.permissions.has(def.permission)) throw fail.forbidden(def.permission);
  const parsed = parseInput(def.params, params, lang, 'body');
  const spec = await def.build(deps, staff, parsed);
  const total = await spec.count();
  const now = deps.clock.now();
  const fileName = `${safeFileName(spec.title[lang])}_${fileStamp(now)}.xlsx`;

  if (total <= EXPORT_SYNC_LIMIT) {
    const { buffer } = await xlsxBuffer(spec, lang);
    return new Response(buffer, {
      status: 200,
      headers: {
        'Content-Type': XLSX_TYPE,
        'Content-Length': String(buffer.length),
        'Content-Disposition': contentDisposition(fileName),
        'Cache-Control': 'no-store',
      },
    });
  }

  const id = randomUUID();
  await deps.db.insert(exportJobs).values({
    id,
    staffId: staff.staffId,
    exporter: def.name,
    // Stored as JSON and parsed again when the job runs: params schemas must accept their own output.
    params: parsed as object,
    language: lang,
    title: spec.title[lang],
    status: 'queued',
    totalRows: total,
    fileName,
    createdAt: now,
  });
  exportWorker(deps).kick();
  const data: ExportQueued = { syncFlag: false, fileId: id, totalNum: total, estimateMinutes: exportEstimateMinutes(total) };
  return c.json({ code: OK, msg: formatMessage('ok', lang), data });
}
