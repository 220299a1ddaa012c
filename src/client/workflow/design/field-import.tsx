import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { z } from 'zod';
import { idempotenceKey } from '../../../shared/api/staff-calls';
import {
  fieldImport,
  fieldImportTemplate,
  fieldImportView,
  importPreview,
  type ImportPreview,
} from '../../../shared/api/workflow-field-calls';
import { formQueryPage, formRow } from '../../../shared/api/workflow-process-calls';
import { envelopeSchema } from '../../../shared/envelope-schema';
import { HEADERS } from '../../../shared/envelope';
import { OK } from '../../../shared/error-codes';
import { ApiError } from '../../api/api-error';
import { failureText } from '../../api/failure-text';
import { portalClient } from '../../api/portal-client';
import { invalidateCall } from '../../api/use-call';
import { downloadFile } from '../../download';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** Sends the file to a multipart call and reads its envelope; a refusal rejects with its code and message. */
async function sendFile<T extends z.ZodType>(
  path: string,
  file: File,
  data: T,
  extra: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  body.append('file', file, file.name);
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  const response = await portalClient.fetchRaw(path, { method: 'POST', body, headers });
  const parsed = envelopeSchema(z.unknown()).safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new ApiError('network', -1, `${response.status} ${response.statusText}`, null, response.status, response.statusText);
  if (parsed.data.code !== OK) throw new ApiError('business', parsed.data.code, parsed.data.msg, null);
  return data.parse(parsed.data.data) as z.output<T>;
}

/**
 * 下载模板 and 导入字段 of a form: the file is read first (import/view) and each row's problems shown;
 * only a clean file can be applied (import/{id}, all or nothing, at the revision the editor read).
 */
export function FieldImport({ formId, rev }: { formId: number; rev: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };
  const read = async (chosen: File) => {
    setFile(chosen);
    setBusy(true);
    setError(null);
    try {
      setPreview(await sendFile(fieldImportView.path, chosen, importPreview, {}));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { key } = await portalClient.call(idempotenceKey, undefined, { silent: true });
      await sendFile(fieldImport.path.replace(':id', String(formId)), file, formRow, { rev: String(rev) }, { [HEADERS.idempotence]: key });
      await invalidateCall(formQueryPage);
      toast.success(t('workflowDesign.import.done'));
      close();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void downloadFile(fieldImportTemplate.path, 'form-fields.xlsx').catch(() => undefined)}
      >
        <Download size={14} aria-hidden />
        {t('workflowDesign.import.template')}
      </Button>
      <label
        htmlFor={inputId}
        className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
      >
        <Upload size={14} aria-hidden />
        {t('workflowDesign.import.choose')}
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
      {file && (
        <Dialog open onOpenChange={(next) => !next && close()} title={t('workflowDesign.import.title', { name: file.name })}>
          <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto text-sm">
            {busy && !preview && <p role="status">{t('workflowDesign.import.reading')}</p>}
            {error && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">
                {error}
              </p>
            )}
            {preview && (
              <>
                <p className={preview.valid && preview.rows.length > 0 ? 'text-emerald-700' : 'text-red-700'}>
                  {preview.rows.length === 0
                    ? t('workflowDesign.import.noRows')
                    : preview.valid
                      ? t('workflowDesign.import.valid', { count: preview.fields.length })
                      : t('workflowDesign.import.invalid', { count: preview.rows.filter((row) => row.errors.length).length })}
                </p>
                <ul className="flex flex-col gap-1">
                  {preview.rows.map((row) => (
                    <li key={row.row} className={row.errors.length ? 'rounded bg-red-50 px-2 py-1' : 'px-2 py-1'}>
                      <span className="font-medium">{t('workflowDesign.import.row', { row: row.row })}</span> {row.label || row.key} (
                      {row.type})
                      {row.errors.map((issue) => (
                        <span key={`${issue.column}-${issue.message}`} className="block text-xs text-red-700">
                          {issue.column}: {issue.message}
                        </span>
                      ))}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={close}>
                {t('workflowDesign.cancel')}
              </Button>
              <Button disabled={busy || !preview?.valid || preview.rows.length === 0} onClick={() => void apply()}>
                {t('workflowDesign.import.apply')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
