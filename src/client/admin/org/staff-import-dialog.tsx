import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { z } from 'zod';
import { userQuery } from '../../../shared/api/admin-calls';
import {
  staffImport,
  staffImportPreview,
  staffImportTemplate,
  staffImportView,
  type StaffImportPreview,
} from '../../../shared/api/admin-org-calls';
import { idempotenceKey } from '../../../shared/api/staff-calls';
import { envelopeSchema } from '../../../shared/envelope-schema';
import { HEADERS } from '../../../shared/envelope';
import { OK } from '../../../shared/error-codes';
import { ApiError } from '../../api/api-error';
import { failureText } from '../../api/failure-text';
import { portalClient } from '../../api/portal-client';
import { invalidateCall } from '../../api/use-call';
import { downloadFile } from '../../download';
import { Button } from '../../ui/button';
import { DataTable, cell } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';

const importOutcome = staffImportPreview.extend({ created: z.number().int() });

/** Sends the file to a multipart call and reads its envelope; a refusal rejects with its code and message. */
async function sendFile<T extends z.ZodType>(
  path: string,
  file: File,
  data: T,
  headers: Record<string, string> = {},
): Promise<z.output<T>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await portalClient.fetchRaw(path, { method: 'POST', body, headers });
  const parsed = envelopeSchema(z.unknown()).safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new ApiError('network', -1, `${response.status} ${response.statusText}`, null, response.status, response.statusText);
  if (parsed.data.code !== OK) throw new ApiError('business', parsed.data.code, parsed.data.msg, null);
  return data.parse(parsed.data.data) as z.output<T>;
}

/**
 * 导入员工: download the template, choose the filled file, read the per-row report, then create the
 * valid rows (the refused rows stay in the report to fix and import again).
 */
export function StaffImportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('adminOrg.import.open')}
      </Button>
      {open && <StaffImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function StaffImportDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StaffImportPreview | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const read = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setCreated(null);
    setError(null);
    setBusy(true);
    try {
      setPreview(await sendFile(staffImportView.path, chosen, staffImportPreview));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const run = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { key } = await portalClient.call(idempotenceKey, undefined, { silent: true });
      const outcome = await sendFile(staffImport.path, file, importOutcome, { [HEADERS.idempotence]: key });
      setPreview(outcome);
      setCreated(outcome.created);
      toast.success(t('adminOrg.import.done', { count: outcome.created }));
      void invalidateCall(userQuery);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('adminOrg.import.title')} description={t('adminOrg.import.hint')}>
      <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto text-sm">
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void downloadFile(staffImportTemplate.path, t('adminOrg.import.templateName')).catch(() => undefined)}
          >
            <Download size={14} aria-hidden />
            {t('adminOrg.import.template')}
          </Button>
          <label
            htmlFor={inputId}
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <Upload size={14} aria-hidden />
            {file ? t('adminOrg.import.chooseAgain') : t('adminOrg.import.choose')}
            <input
              id={inputId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) void read(chosen);
              }}
            />
          </label>
        </div>
        {busy && <p role="status">{t('adminOrg.import.reading')}</p>}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">
            {error}
          </p>
        )}
        {preview && (
          <>
            <p className={preview.errors.length === 0 ? 'text-emerald-700' : 'text-slate-800'}>
              {created === null
                ? t('adminOrg.import.summary', { rows: preview.rows, valid: preview.valid, problems: preview.errors.length })
                : t('adminOrg.import.result', { count: created, problems: preview.errors.length })}
            </p>
            {preview.errors.length > 0 && (
              <DataTable
                caption={t('adminOrg.import.report')}
                head={[t('adminOrg.import.row'), t('adminOrg.import.column'), t('adminOrg.import.reason')]}
              >
                {preview.errors.map((issue, at) => (
                  <tr key={at}>
                    <td className={cell}>{issue.row}</td>
                    <td className={cell}>{issue.column || '—'}</td>
                    <td className={`${cell} min-w-40 whitespace-normal text-red-700`}>{issue.message}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {created === null ? t('ui.cancel') : t('adminOrg.import.close')}
          </Button>
          {created === null && (
            <Button disabled={busy || !preview || preview.valid === 0} onClick={() => void run()}>
              {t('adminOrg.import.run', { count: preview?.valid ?? 0 })}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
