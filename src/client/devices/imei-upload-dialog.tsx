import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { imeiParse, imeiQuery, imeiStatistics, imeiUpload } from '../../shared/api/device-calls';
import type { CallData } from '../../shared/api/define-call';
import { failureText } from '../api/failure-text';
import { invalidateCall } from '../api/use-call';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { sendSheet } from './send-sheet';

type Parsed = CallData<typeof imeiParse>;
type Row = Parsed['rows'][number];

/** The rows a file could not bring in, with the row number and why (Luhn, TAC, duplicate…). */
function RowProblems({ rows, caption }: { rows: Row[]; caption: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="max-h-56 overflow-auto rounded-md border border-amber-200">
      <table className="w-full text-left text-xs">
        <caption className="bg-amber-50 px-2 py-1 text-left font-medium text-amber-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1">
              {t('devices.imei.row')}
            </th>
            <th scope="col" className="px-2 py-1">
              IMEI
            </th>
            <th scope="col" className="px-2 py-1">
              {t('devices.imei.reason')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.row}>
              <td className="px-2 py-1 tabular-nums">{row.row}</td>
              <td className="px-2 py-1 font-mono">{row.imei || '—'}</td>
              <td className="px-2 py-1 text-red-800">{row.message ?? row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 导入 Excel: the file is read and every row checked first (nothing saved); the rows with problems
 * are listed by row number; importing then adds the valid ones under one batch number.
 */
export function ImeiUploadDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [done, setDone] = useState<CallData<typeof imeiUpload> | null>(null);
  const [busy, setBusy] = useState<'reading' | 'importing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const read = async (chosen: File) => {
    setFile(chosen);
    setParsed(null);
    setDone(null);
    setError(null);
    setBusy('reading');
    try {
      setParsed(await sendSheet(imeiParse, chosen));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(null);
    }
  };
  const upload = async () => {
    if (!file) return;
    setBusy('importing');
    setError(null);
    try {
      const answer = await sendSheet(imeiUpload, file);
      setDone(answer);
      void invalidateCall(imeiQuery);
      void invalidateCall(imeiStatistics);
      toast.success(t('devices.imei.imported', { added: answer.added, batchNo: answer.batchNo }));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('devices.imei.uploadTitle')}
      description={t('devices.imei.uploadHint')}
    >
      <div className="flex max-h-[65vh] flex-col gap-3 overflow-y-auto text-sm">
        <div>
          <label htmlFor={inputId} className="mb-1 block font-medium text-slate-800">
            {t('devices.imei.chooseFile')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="block w-full text-sm"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) void read(chosen);
            }}
          />
        </div>
        {busy && <p role="status">{t(busy === 'reading' ? 'devices.imei.reading' : 'devices.imei.importing')}</p>}
        {error && (
          <p role="alert" className="text-red-700">
            {t('devices.batch.failed', { message: error })}
          </p>
        )}
        {parsed && file && !done && (
          <>
            <p role="status">{t('devices.imei.parsed', { name: file.name, valid: parsed.valid, invalid: parsed.invalid })}</p>
            <RowProblems rows={parsed.rows.filter((row) => !row.ok)} caption={t('devices.imei.rowProblems')} />
            {parsed.valid === 0 && <p className="text-amber-900">{t('devices.imei.noneValid')}</p>}
          </>
        )}
        {done && (
          <>
            <p role="status" className="text-emerald-800">
              {t('devices.imei.imported', { added: done.added, batchNo: done.batchNo })}
            </p>
            {done.refused.length > 0 && (
              <RowProblems rows={done.refused} caption={t('devices.imei.refused', { count: done.refused.length })} />
            )}
          </>
        )}
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('devices.confirm.close')}
        </Button>
        {parsed && !done && (
          <Button disabled={busy !== null || parsed.valid === 0} onClick={() => void upload()}>
            {t('devices.imei.import', { count: parsed.valid })}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
