import { keepPreviousData } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { AUDIT_RESULTS, auditExport, auditFilter, auditPage, type AuditFilter, type AuditResult } from '../../shared/api/audit-calls';
import { useCall } from '../api/use-call';
import { Pager } from '../business';
import { exportFile } from '../download';
import { Button } from '../ui/button';
import { Form } from '../ui/form';
import { DataTable, cell } from '../ui/data-table';
import { Input } from '../ui/input';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';
import { resultOf } from './audit-result';

const PAGE_SIZE = 20;

const RESULT_TONE: Record<AuditResult, string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refused: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** An emptied box means "any": the filter leaves the field out instead of matching ''. */
const blankIsAny = { setValueAs: (value: string) => (value === '' ? undefined : value) };

const label = 'flex flex-col gap-1 text-xs font-medium text-slate-600';
const select =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500';

/**
 * /setModule/systemLog: the audit log, newest first. The filters apply on Search (as Ant Design
 * Pro's query forms do), so typing does not send a request per key; paging is the server's.
 */
export default function SystemLogPage() {
  const { t } = useTranslation();
  const at = useDateTime();
  const codeLabel = t('audit.codeLabel');
  // The filter checks with the call's own schema, so the page cannot send a filter the server refuses.
  const form = useForm<z.input<typeof auditFilter>, unknown, AuditFilter>({ resolver: zodResolver(auditFilter), defaultValues: {} });
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = useCall(auditPage, { body: { ...filter, page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  const filtered = Object.keys(filter).length > 0;
  const apply = (values: AuditFilter) => {
    setFilter(values);
    setPage(1);
  };
  const reset = () => {
    form.reset({});
    setFilter({});
    setPage(1);
  };
  const runExport = async () => {
    setExporting(true);
    await exportFile(auditExport, filter).catch(() => undefined);
    setExporting(false);
  };
  return (
    <PageFrame
      id="system-log-title"
      title={t('audit.title')}
      intro={t('audit.intro')}
      actions={
        <Button variant="secondary" disabled={exporting || list.isError} onClick={() => void runExport()}>
          {exporting ? t('audit.exporting') : t('audit.export')}
        </Button>
      }
    >
      <Form
        form={form}
        role="search"
        aria-label={t('audit.filters')}
        onSubmit={apply}
        className="grid grid-cols-1 items-end gap-3 rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7"
      >
        <label className={label}>
          {t('audit.person')}
          <Input maxLength={40} placeholder={t('audit.personHint')} {...form.register('person', blankIsAny)} />
        </label>
        <label className={label}>
          {t('audit.call')}
          <Input maxLength={80} placeholder={t('audit.callHint')} spellCheck={false} {...form.register('callId', blankIsAny)} />
        </label>
        <label className={label}>
          {t('audit.target')}
          <Input maxLength={64} spellCheck={false} {...form.register('target', blankIsAny)} />
        </label>
        <label className={label}>
          {t('audit.result')}
          <select className={select} {...form.register('result', blankIsAny)}>
            <option value="">{t('audit.anyResult')}</option>
            {AUDIT_RESULTS.map((result) => (
              <option key={result} value={result}>
                {t(`audit.results.${result}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('audit.from')}
          <Input type="date" max={to || undefined} {...form.register('from', blankIsAny)} />
        </label>
        <label className={label}>
          {t('audit.to')}
          <Input type="date" min={from || undefined} {...form.register('to', blankIsAny)} />
        </label>
        <div className="flex gap-2">
          <Button type="submit">{t('audit.search')}</Button>
          <Button type="button" variant="secondary" onClick={reset}>
            {t('audit.reset')}
          </Button>
        </div>
      </Form>
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t(filtered ? 'audit.noMatch' : 'audit.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('audit.title')}
          head={[
            t('audit.col.seq'),
            t('audit.col.time'),
            t('audit.col.person'),
            t('audit.col.call'),
            t('audit.col.target'),
            t('audit.col.result'),
            t('audit.col.client'),
            t('audit.col.request'),
          ]}
        >
          {rows.map((row) => {
            const result = resultOf(row.resultCode);
            return (
              <tr key={row.seq}>
                <td className={`${cell} text-slate-600 tabular-nums`}>{row.seq}</td>
                <td className={`${cell} whitespace-nowrap`}>{at(row.at)}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {row.staffName || <span className="text-slate-600 italic">{t('audit.nobody')}</span>}
                </td>
                <td className={`${cell} font-mono text-xs break-all`}>{row.callId}</td>
                <td className={`${cell} max-w-[12rem] font-mono text-xs break-all`}>{row.target || '—'}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <span className={clsx('rounded px-1.5 py-0.5 text-xs ring-1', RESULT_TONE[result])}>{t(`audit.results.${result}`)}</span>
                  {row.resultCode !== 0 && (
                    <span className="ml-1 text-xs text-slate-600">
                      {codeLabel} {row.resultCode}
                    </span>
                  )}
                </td>
                <td className={`${cell} font-mono text-xs whitespace-nowrap`}>{row.clientIp || '—'}</td>
                <td className={`${cell} font-mono text-xs whitespace-nowrap text-slate-600`}>{row.requestId}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
    </PageFrame>
  );
}
