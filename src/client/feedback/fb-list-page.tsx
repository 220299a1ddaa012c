import { keepPreviousData } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import {
  FEEDBACK_STATUSES,
  dictPage,
  exportFeedback,
  feedbackCount,
  feedbackScore,
  handleFeedback,
  handlerOptions,
  managePage,
  type FeedbackStatus,
  type ManageFilter,
} from '../../shared/api/feedback-calls';
import { useCall, useCallMutation } from '../api/use-call';
import { Pager } from '../business';
import { exportFile } from '../download';
import { useLanguage } from '../i18n/i18n';
import { Button } from '../ui/button';
import { FeedbackDetailDialog, refreshHandling } from './feedback-detail-dialog';
import { Stars, StatusBadge, inputClass } from './feedback-ui';
import { DataTable, cell } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';

const PAGE_SIZE = 20;
type Bulk = '' | `assign:${number}` | 'unassign' | `status:${'open' | 'processing' | 'closed'}`;

/** The ratings of the last 30 days: average and how many of each score. */
function ScoreSummary() {
  const { t } = useTranslation();
  const score = useCall(feedbackScore, { query: { days: 30 } }).data;
  if (!score) return null;
  return (
    <section
      aria-label={t('feedback.list.summary')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
    >
      <span className="font-medium text-slate-800">{t('feedback.list.summary')}</span>
      {score.average === null ? (
        <span className="text-slate-600">{t('feedback.list.noRatings')}</span>
      ) : (
        <>
          <span className="text-amber-800">{t('feedback.list.average', { average: score.average })}</span>
          <span className="text-slate-600">{t('feedback.list.ratings', { count: score.count })}</span>
          <ul className="flex flex-wrap gap-x-3 text-xs text-slate-600">
            {score.distribution.map((entry) => (
              <li key={entry.score}>{t('feedback.list.distribution', entry)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** /csc/feedbackmanagement/fb-list: feedback for handling — filter, assign, reply, status, export. */
export default function FeedbackListPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const at = useDateTime();
  const [filter, setFilter] = useState<ManageFilter>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulk, setBulk] = useState<Bulk>('');
  const [opened, setOpened] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useCall(managePage, { body: { ...filter, page, pageSize: PAGE_SIZE } }, { placeholderData: keepPreviousData });
  const counts = useCall(feedbackCount).data;
  const categories = useCall(dictPage, { body: { dictType: 'category', pageSize: 100 } }).data?.rows ?? [];
  const handlers = useCall(handlerOptions).data ?? [];
  const change = useCallMutation(handleFeedback);
  const rows = list.data?.rows ?? [];
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== '');
  const update = (patch: Partial<ManageFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
    setSelected([]);
  };
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const allOnPage = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const applyBulk = async () => {
    if (!bulk || selected.length === 0) return;
    const body =
      bulk === 'unassign'
        ? { ids: selected, assigneeId: null }
        : bulk.startsWith('assign:')
          ? { ids: selected, assigneeId: Number(bulk.slice(7)) }
          : { ids: selected, status: bulk.slice(7) as 'open' | 'processing' | 'closed' };
    const answer = await change.mutateAsync({ body });
    toast.success(t('feedback.list.changed', { count: answer.changed }));
    setSelected([]);
    setBulk('');
    refreshHandling();
  };
  const runExport = async () => {
    setExporting(true);
    await exportFile(exportFeedback, filter).catch(() => undefined);
    setExporting(false);
  };
  const tabs: (FeedbackStatus | undefined)[] = [undefined, ...FEEDBACK_STATUSES];
  return (
    <PageFrame
      id="fb-list-title"
      title={t('feedback.list.title')}
      intro={t('feedback.list.intro')}
      actions={
        <Button variant="secondary" disabled={exporting} onClick={() => void runExport()}>
          {exporting ? t('feedback.list.exporting') : t('feedback.list.export')}
        </Button>
      }
    >
      <ScoreSummary />
      <div role="group" aria-label={t('feedback.list.tabs')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((status) => {
          const active = filter.status === status;
          const count = counts ? counts[status ?? 'all'] : null;
          return (
            <button
              key={status ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => update({ status })}
              className={clsx(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
                active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {t(`feedback.status.${status ?? 'all'}`)}
              {count !== null && <span className="ml-1 text-xs text-slate-600">({count})</span>}
            </button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-xs text-slate-600">
          {t('feedback.list.search')}
          <input
            type="search"
            className={`${inputClass} w-56`}
            value={filter.keyword ?? ''}
            onChange={(event) => update({ keyword: event.target.value || undefined })}
          />
        </label>
        <label className="flex flex-col text-xs text-slate-600">
          {t('feedback.list.category')}
          <select
            className={inputClass}
            value={filter.categoryId ?? ''}
            onChange={(event) => update({ categoryId: Number(event.target.value) || undefined })}
          >
            <option value="">{t('feedback.list.allCategories')}</option>
            {categories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {language === 'en' ? entry.nameEn : entry.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-xs text-slate-600">
          {t('feedback.list.score')}
          <select
            className={inputClass}
            value={filter.score ?? ''}
            onChange={(event) => update({ score: Number(event.target.value) || undefined })}
          >
            <option value="">{t('feedback.list.allScores')}</option>
            {[5, 4, 3, 2, 1].map((score) => (
              <option key={score} value={score}>
                {t('feedback.score', { score })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-xs text-slate-600">
          {t('feedback.list.assignee')}
          <select
            className={inputClass}
            value={filter.assignee ?? ''}
            onChange={(event) => update({ assignee: (event.target.value || undefined) as ManageFilter['assignee'] })}
          >
            <option value="">{t('feedback.list.anyAssignee')}</option>
            <option value="me">{t('feedback.list.mineOnly')}</option>
            <option value="none">{t('feedback.list.unassigned')}</option>
          </select>
        </label>
        <label className="flex flex-col text-xs text-slate-600">
          {t('feedback.list.from')}
          <input
            type="date"
            className={inputClass}
            value={filter.from ?? ''}
            max={filter.to}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
        </label>
        <label className="flex flex-col text-xs text-slate-600">
          {t('feedback.list.to')}
          <input
            type="date"
            className={inputClass}
            value={filter.to ?? ''}
            min={filter.from}
            onChange={(event) => update({ to: event.target.value || undefined })}
          />
        </label>
      </div>
      {selected.length > 0 && (
        <div
          role="group"
          aria-label={t('feedback.list.selected', { count: selected.length })}
          className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm"
        >
          <span className="text-brand-900">{t('feedback.list.selected', { count: selected.length })}</span>
          <label className="sr-only" htmlFor="fb-bulk">
            {t('feedback.actions')}
          </label>
          <select id="fb-bulk" className={inputClass} value={bulk} onChange={(event) => setBulk(event.target.value as Bulk)}>
            <option value="">{t('feedback.actions')}</option>
            <optgroup label={t('feedback.list.assignTo')}>
              {handlers.map((handler) => (
                <option key={handler.staffId} value={`assign:${handler.staffId}`}>
                  {handler.name} ({handler.jobNumber})
                </option>
              ))}
              <option value="unassign">{t('feedback.list.unassign')}</option>
            </optgroup>
            <optgroup label={t('feedback.list.setStatus')}>
              {(['open', 'processing', 'closed'] as const).map((status) => (
                <option key={status} value={`status:${status}`}>
                  {t(`feedback.status.${status}`)}
                </option>
              ))}
            </optgroup>
          </select>
          <Button size="sm" disabled={!bulk || change.isPending} onClick={() => void applyBulk()}>
            {t('feedback.list.apply')}
          </Button>
        </div>
      )}
      <LoadState
        pending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={rows.length === 0}
        emptyText={t(filtered ? 'feedback.list.noMatch' : 'feedback.list.empty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('feedback.list.title')}
          minWidth="min-w-[56rem]"
          head={[
            <input
              key="all"
              type="checkbox"
              aria-label={t('feedback.list.selectAll')}
              checked={allOnPage}
              onChange={() => setSelected(allOnPage ? [] : rows.map((row) => row.id))}
            />,
            t('feedback.list.col.time'),
            t('feedback.list.col.author'),
            t('feedback.list.col.score'),
            t('feedback.list.col.category'),
            t('feedback.list.col.content'),
            t('feedback.list.col.status'),
            t('feedback.list.col.assignee'),
            t('feedback.actions'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className={selected.includes(row.id) ? 'bg-brand-50/50' : undefined}>
              <td className={cell}>
                <input
                  type="checkbox"
                  aria-label={t('feedback.list.selectRow', { id: row.id })}
                  checked={selected.includes(row.id)}
                  onChange={() => toggle(row.id)}
                />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{at(row.createdAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {row.authorName}
                <span className="block text-xs text-slate-600">{row.authorJobNumber}</span>
              </td>
              <td className={cell}>
                <Stars score={row.score} size={12} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{row.categoryName ?? '—'}</td>
              <td className={`${cell} max-w-[22rem]`}>
                <p className={clsx('line-clamp-2 break-words', !row.content && 'text-slate-600 italic')}>
                  {row.content || t('feedback.noWords')}
                </p>
                <span className="block truncate text-xs text-slate-600">{row.pageName ?? row.pagePath ?? t('feedback.wholeApp')}</span>
              </td>
              <td className={cell}>
                <StatusBadge status={row.status} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{row.assigneeName ?? '—'}</td>
              <td className={cell}>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpened(row.id)}
                  aria-label={`${t('feedback.list.open')} ${row.authorName} ${at(row.createdAt)}`}
                >
                  {t('feedback.list.open')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {(list.data?.count ?? 0) > PAGE_SIZE && <Pager page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onPage={setPage} />}
      {opened !== null && <FeedbackDetailDialog id={opened} onClose={() => setOpened(null)} />}
    </PageFrame>
  );
}
