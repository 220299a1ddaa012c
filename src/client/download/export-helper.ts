import { toast } from '../ui/toast';
import type { CallDef, CallRequest } from '../../shared/api/define-call';
import type { ExportQueued } from '../../shared/api/download-calls';
import { OK, SPEC_CODES } from '../../shared/error-codes';
import { isJson } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { clientHooks, portalClient } from '../api/portal-client';
import { i18n } from '../i18n/i18n';
import { useDownloads } from './download-store';
import { fileNameFrom, saveBlob } from './save-blob';
import { invalidateExportJobs } from './use-export-jobs';

/** shell.md §9: exports wait up to 5 minutes. */
export const EXPORT_TIMEOUT_MS = 300_000;

export type ExportOutcome = { kind: 'file'; fileName: string; size: number } | { kind: 'queued'; answer: ExportQueued };

type BodyOf<C extends CallDef> = CallRequest<C> extends { body: infer B } ? B : undefined;

/**
 * shell.md §4/§7 export helper: POSTs the export call expecting a file. A file is saved at once
 * (name from Content-Disposition). A JSON answer with `syncFlag: false` means the export became
 * a download-centre job: the dialog opens and the download dot lights. Any other JSON answer is a
 * failure: the server's message, or 导出失败. Rejects after showing the failure.
 */
export async function exportFile<C extends CallDef>(call: C, body: BodyOf<C>): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await portalClient.fetchRaw(
      call.path,
      { method: call.method, headers: { 'Content-Type': 'application/json', Accept: '*/*' }, body: JSON.stringify(body ?? {}) },
      { timeoutMs: call.timeoutMs ?? EXPORT_TIMEOUT_MS },
    );
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('network', -1, String(error));
    if (failure.kind !== 'aborted') clientHooks.onFailure(failure);
    throw failure;
  }
  if (isJson(response)) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: unknown } | null;
    const data = envelope?.data as Partial<ExportQueued> | null | undefined;
    if (envelope?.code === OK && data && data.syncFlag === false) {
      const answer = data as ExportQueued;
      useDownloads.getState().showQueued(answer);
      void invalidateExportJobs();
      return { kind: 'queued', answer };
    }
    const failure = new ApiError(
      'business',
      envelope?.code ?? -1,
      envelope?.msg || i18n.t('download.exportFailed'),
      envelope?.data ?? null,
    );
    // A lost session behaves as everywhere (sign out); any other code shows its message.
    if (failure.code === SPEC_CODES.TOKEN_INVALID) clientHooks.onFailure(failure);
    else toast.error(envelope?.msg || i18n.t('download.exportFailed'));
    throw failure;
  }
  if (!response.ok) {
    toast.error(i18n.t('download.downloadFailed'));
    throw new ApiError('network', -1, `${response.status} ${response.statusText}`, null, response.status, response.statusText);
  }
  const blob = await response.blob();
  const fileName = fileNameFrom(response.headers.get('content-disposition'), 'export.xlsx');
  saveBlob(blob, fileName);
  return { kind: 'file', fileName, size: blob.size };
}

/** A stored file (a finished job, an upload): GET expecting a file; failures say 下载失败. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await portalClient.fetchRaw(path, { method: 'GET', headers: { Accept: '*/*' } }, { timeoutMs: EXPORT_TIMEOUT_MS });
  } catch (error) {
    toast.error(i18n.t('download.downloadFailed'));
    throw error;
  }
  if (isJson(response) || !response.ok) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    toast.error(envelope?.msg || i18n.t('download.downloadFailed'));
    throw new ApiError('business', envelope?.code ?? -1, envelope?.msg ?? 'download failed');
  }
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('content-disposition'), fallbackName));
}
