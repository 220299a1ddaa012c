import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEND_STATUSES, sendRecordExport, sendRecordQuery, type SendRecordRow, type SendStatus } from '../../shared/api/send-record-calls';
import type { CallData, CallRequest } from '../../shared/api/define-call';
import { addDays } from '../../shared/business/dates';
import { useCallPages } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';
import { useDocumentTitle } from '../routes/use-document-title';
import { Button } from '../ui/button';
import { callBody } from '../ui/form';
import { ExportButton } from './export-button';
import { PageFrame, PeriodPicker, SelectFilter, StatusLine } from './filter-bar';
import { queryStatus } from './query-status';
import { SearchField } from './search-field';
import { useBusinessOptions } from './use-business-options';
import { useUrlBody } from './use-url-body';

type Body = { from?: string; to?: string; status?: SendStatus; customerCode?: string; phone?: string };
type Request = CallRequest<typeof sendRecordQuery>;
const NONE = {};
const NO_ROWS: SendRecordRow[] = [];
const TEXT_FILTERS = {
  customerCode: callBody(sendRecordQuery).pick({ customerCode: true }),
  phone: callBody(sendRecordQuery).pick({ phone: true }),
};
const PAGES = {
  page: (request: Request, cursor: string | null): Request => (cursor ? { body: { ...request.body, cursor } } : request),
  next: (answer: CallData<typeof sendRecordQuery>) => answer.nextCursor,
  // The rows of the previous filters stay on screen while the new ones load.
  keepPrevious: true,
};

/** /businessInquiry/sendRcdQuery: per-message records, newest first, "load more" by keyset. */
export default function SendRecordPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('business.sendRecords.title'));
  const options = useBusinessOptions();
  const today = options?.today ?? '';
  const defaults = useMemo<Body>(() => ({ from: today ? addDays(today, -1) : undefined, to: today || undefined }), [today]);
  const { body, update } = useUrlBody<Body>(defaults, NONE);
  // The first page follows the filters (by value); "load more" appends the next one.
  const records = useCallPages(
    sendRecordQuery,
    body.from && body.to ? { body: { ...body, from: body.from, to: body.to, pageSize: 100 } } : null,
    PAGES,
  );
  const rows = useMemo(() => records.data?.pages.flatMap((page) => page.rows) ?? NO_ROWS, [records.data]);
  const { loading, error, onRetry } = queryStatus(records);
  const more = !records.isPlaceholderData && records.hasNextPage;
  return (
    <PageFrame
      title={t('business.sendRecords.title')}
      actions={body.from && body.to ? <ExportButton call={sendRecordExport} body={{ ...body, from: body.from, to: body.to }} /> : null}
    >
      <div className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 bg-white p-3">
        {today && (
          <PeriodPicker
            period={{ from: body.from ?? today, to: body.to ?? today }}
            today={today}
            months={false}
            onChange={(period) => update(period)}
          />
        )}
        <SelectFilter
          label={t('business.sendRecords.status')}
          value={body.status}
          allLabel={t('business.sendRecords.allStatuses')}
          options={SEND_STATUSES.map((value) => ({ value, label: t(`business.sendRecords.statuses.${value}`) }))}
          onChange={(status) => update({ status })}
        />
        {(['customerCode', 'phone'] as const).map((name) => (
          <SearchField
            key={name}
            name={name}
            schema={TEXT_FILTERS[name]}
            label={t(`business.sendRecords.${name}`)}
            value={body[name]}
            onApply={(value) => update({ [name]: value })}
          />
        ))}
      </div>
      <div className="overflow-auto rounded-md border border-slate-200 bg-white">
        <table className="w-full min-w-[960px] text-sm">
          <thead className="bg-slate-50 text-left">
            <tr>
              {(
                [
                  'sentAt',
                  'customerCode',
                  'phone',
                  'country',
                  'mccMnc',
                  'senderId',
                  'segments',
                  'status',
                  'errorCode',
                  'supplier',
                  'price',
                ] as const
              ).map((col) => (
                <th key={col} scope="col" className="px-2 py-2 font-medium">
                  {t(`business.sendRecords.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="px-2 py-1 whitespace-nowrap">
                  {new Date(row.sentAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })}
                </td>
                <td className="px-2 py-1">{row.customerCode}</td>
                <td className="px-2 py-1 tabular-nums">{row.phone}</td>
                <td className="px-2 py-1">{language === 'en' ? row.countryNameEn : row.countryName}</td>
                <td className="px-2 py-1">{row.mccMnc}</td>
                <td className="px-2 py-1">{row.senderId}</td>
                <td className="px-2 py-1 text-right">{row.segments}</td>
                <td className="px-2 py-1">{t(`business.sendRecords.statuses.${row.status}`)}</td>
                <td className="px-2 py-1">{row.errorCode ?? ''}</td>
                <td className="px-2 py-1">{row.supplierCode}</td>
                <td className="px-2 py-1 text-right">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StatusLine loading={loading} error={error} empty={!loading && rows.length === 0} onRetry={onRetry} />
      {more ? (
        <Button variant="secondary" size="sm" disabled={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()}>
          {t('business.sendRecords.more')}
        </Button>
      ) : (
        rows.length > 0 && <p className="text-xs text-slate-500">{t('business.sendRecords.end')}</p>
      )}
    </PageFrame>
  );
}
