import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { versionTimelinePage } from '../../shared/api/version-calls';
import { useCall } from '../api/use-call';
import { Pager } from '../business';
import { Button } from '../ui/button';
import { DemandDialog } from './demand-dialog';
import { DocLinks } from './doc-links';
import { ReleaseMarkdown } from './release-markdown';
import { PopupBadge, TypeBadge } from './version-ui';
import { LoadState } from '../ui/load-state';
import { PageFrame } from '../ui/page-frame';
import { useDateTime } from '../ui/use-date-time';

const PAGE_SIZE = 10;

/** /message/publicnotice/timeaxis: published releases along a timeline, newest first, per year. */
export default function TimelinePage() {
  const { t } = useTranslation();
  const date = useDateTime(false);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const timeline = useCall(versionTimelinePage, { body: { page, pageSize: PAGE_SIZE, ...(year ? { year } : {}) } });
  const rows = timeline.data?.rows ?? [];
  const years = timeline.data?.years ?? [];
  const chip = (selected: boolean) =>
    clsx(
      'rounded-full border px-3 py-1 text-sm',
      selected ? 'border-brand-600 bg-brand-50 font-medium text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
    );
  return (
    <PageFrame
      id="version-timeline-title"
      title={t('versions.timeline.title')}
      intro={t('versions.timeline.intro')}
      actions={
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('versions.demand.open')}
        </Button>
      }
    >
      {years.length > 1 && (
        <div role="group" aria-label={t('versions.timeline.years')} className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={year === undefined}
            className={chip(year === undefined)}
            onClick={() => (setYear(undefined), setPage(1))}
          >
            {t('versions.timeline.allYears')}
          </button>
          {years.map((y) => (
            <button key={y} type="button" aria-pressed={year === y} className={chip(year === y)} onClick={() => (setYear(y), setPage(1))}>
              {y}
            </button>
          ))}
        </div>
      )}
      <LoadState
        pending={timeline.isPending}
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
        empty={rows.length === 0}
        emptyText={t('versions.timeline.empty')}
      />
      {rows.length > 0 && (
        <ol className="relative ml-2 border-l-2 border-slate-200">
          {rows.map((entry) => (
            <li key={entry.id} className="relative pb-6 pl-6 last:pb-0">
              <span
                aria-hidden
                className={clsx(
                  'absolute top-1.5 -left-[7px] h-3 w-3 rounded-full ring-4 ring-white',
                  entry.popupState === 1 ? 'bg-rose-500' : 'bg-brand-600',
                )}
              />
              <article aria-labelledby={`release-${entry.id}`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <header className="flex flex-wrap items-center gap-2">
                  <time dateTime={entry.releasedAt} className="text-sm text-slate-500">
                    {date(entry.releasedAt)}
                  </time>
                  <span className="rounded bg-slate-800 px-1.5 py-0.5 font-mono text-xs text-white">v{entry.version}</span>
                  <TypeBadge type={entry.versionType} />
                  {entry.popupState === 1 && <PopupBadge />}
                </header>
                <h2 id={`release-${entry.id}`} className="mt-2 text-base font-semibold text-slate-900">
                  {entry.title}
                </h2>
                <div className="mt-1">
                  <ReleaseMarkdown text={entry.content} />
                </div>
                <div className="mt-3">
                  <DocLinks docs={entry.docs} />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      {(timeline.data?.count ?? 0) > PAGE_SIZE && (
        <Pager page={page} pageSize={PAGE_SIZE} count={timeline.data?.count ?? 0} onPage={setPage} />
      )}
      {asking && <DemandDialog onClose={() => setAsking(false)} />}
    </PageFrame>
  );
}
