import { randomUUID } from 'node:crypto';
import { EXPORT_SYNC_LIMIT, exportEstimateMinutes, type ExportQueued } from '../../shared/api/download-calls';
import type { Lang } from '../../shared/messages';
import type { AuthedStaff } from '../auth';
import { exportJobs } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { FileAnswer } from '../http/file-answer';
import type { ExporterDef } from './export-registry';
import { fileStamp, safeFileName } from './file-names';
import { xlsxBuffer } from './xlsx-writer';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an export needs of the handler's context. */
export interface ExportContext {
  deps: AppDeps;
  staff: AuthedStaff;
  lang: Lang;
}

/**
 * The one way a feature answers an export call (shell.md §4 "Export"), with the input the router
 * has already checked and validated: at most EXPORT_SYNC_LIMIT rows come back at once as the xlsx
 * (a FileAnswer); more become a job of the download centre, answered (as the envelope's data) with
 * `{ syncFlag: false, fileId, totalNum, estimateMinutes }` before a row is counted or written.
 */
export async function exportOrQueue<P>(ctx: ExportContext, exporter: ExporterDef<P>, params: P): Promise<FileAnswer | ExportQueued> {
  const { deps, staff, lang } = ctx;
  // A job runs by its exporter's name later: an exporter missing from AppDeps could never run.
  if (deps.exporters.named(exporter.name) !== exporter) throw new Error(`exporter ${exporter.name} is not in AppDeps.exporters`);
  const spec = await exporter.build(deps, staff, params);
  const size = spec.estimate ? await spec.estimate(EXPORT_SYNC_LIMIT) : await spec.count();
  const now = deps.clock.now();
  const fileName = `${safeFileName(spec.title[lang])}_${fileStamp(now)}.xlsx`;

  if (size <= EXPORT_SYNC_LIMIT) {
    const { buffer } = await xlsxBuffer(spec, lang);
    return new FileAnswer(buffer, fileName, XLSX_TYPE, buffer.length);
  }

  const id = randomUUID();
  await deps.db.insert(exportJobs).values({
    id,
    staffId: staff.staffId,
    exporter: exporter.name,
    // Stored as JSON and parsed again when the job runs: params schemas must accept their own output.
    params: params as object,
    language: lang,
    title: spec.title[lang],
    status: 'queued',
    // The estimate until the job has counted exactly (the download centre then shows the count).
    totalRows: size,
    fileName,
    createdAt: now,
  });
  deps.exportWorker.kick();
  return { syncFlag: false, fileId: id, totalNum: size, estimateMinutes: exportEstimateMinutes(size) };
}
