import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { myApplyPage, selectProcess } from '../../../shared/api/workflow-process-calls';
import { queryClient } from '../../api/query-client';
import { useCall } from '../../api/use-call';
import { useLanguage } from '../../i18n/i18n';
import { loadTitleSearch } from '../../palette';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Input } from '../../ui/input';
import { applyPathOf, type StartableProcess } from './apply-path';
import { EmptyState, FailureState, LoadingState } from './page-states';
import { groupProcesses, recentProcesses, searchDocs, type ProcessGroup } from './process-groups';

/** The palette's matcher comes with the pinyin readings: loaded with this page, once per session. */
function useTitleSearch() {
  return useQuery({ queryKey: ['module', 'palette-title-search'], queryFn: loadTitleSearch, staleTime: Infinity }, queryClient).data;
}

function ProcessCard({ process }: { process: StartableProcess }) {
  const { t, language } = useLanguage();
  return (
    <li>
      <Link
        to={applyPathOf(process)}
        className="group flex h-full items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200 transition hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-base font-semibold text-brand-700"
        >
          {(language === 'en' ? process.nameEn : process.name).slice(0, 1)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900">{language === 'en' ? process.nameEn : process.name}</span>
          <span className="block truncate text-xs text-slate-500">{t('workflowApply.version', { version: process.version })}</span>
        </span>
        <ChevronRight aria-hidden size={16} className="shrink-0 text-slate-400 group-hover:text-brand-600" />
      </Link>
    </li>
  );
}

function GroupSection({ group }: { group: ProcessGroup }) {
  const { t } = useLanguage();
  const title =
    group.key === 'recent'
      ? t('workflowApply.recent')
      : group.key === 'found'
        ? t('workflowApply.results')
        : group.key === ''
          ? t('workflowApply.otherGroup')
          : t(`workflowApply.group.${group.key}` as 'workflowApply.group.财务', { defaultValue: group.key });
  const id = `sponsor-group-${group.key || 'other'}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-sm font-medium text-slate-600">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
        {group.processes.map((process) => (
          <ProcessCard key={process.id} process={process} />
        ))}
      </ul>
    </section>
  );
}

/** /general/process/sponsor: what the person may request, recently started first, by group, found by name or pinyin. */
export default function SponsorPage() {
  const { t } = useLanguage();
  useDocumentTitle(t('workflowApply.title'));
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const processes = useCall(selectProcess);
  const requests = useCall(myApplyPage, { body: { page: 1, pageSize: 50 } });
  const titleSearch = useTitleSearch();
  const list = useMemo(() => processes.data ?? [], [processes.data]);
  const search = useMemo(() => (titleSearch ? titleSearch.createTitleSearch(searchDocs(list)) : null), [titleSearch, list]);
  const recent = useMemo(() => recentProcesses(requests.data?.rows ?? [], list), [requests.data, list]);
  const trimmed = query.trim();
  const found = trimmed && search ? search(trimmed).flatMap((index) => list[index] ?? []) : null;

  let body;
  if (processes.isError) body = <FailureState error={processes.error} onRetry={() => void processes.refetch()} />;
  else if (processes.isPending) body = <LoadingState />;
  else if (list.length === 0) body = <EmptyState>{t('workflowApply.empty')}</EmptyState>;
  else if (found && found.length === 0) body = <EmptyState>{t('workflowApply.noMatch', { query: trimmed })}</EmptyState>;
  else if (found) body = <GroupSection group={{ key: 'found', processes: found }} />;
  else body = groupProcesses(list, recent).map((group) => <GroupSection key={group.key} group={group} />);

  return (
    <section aria-labelledby="sponsor-title" className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 id="sponsor-title" className="text-xl font-semibold text-slate-900">
            {t('workflowApply.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t('workflowApply.intro')}</p>
        </div>
        <div className="relative w-full md:w-80">
          <Search aria-hidden size={16} className="pointer-events-none absolute top-3 left-3 text-slate-400" />
          <Input
            type="search"
            aria-label={t('workflowApply.searchLabel')}
            placeholder={t('workflowApply.searchPlaceholder')}
            className="pl-9"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter opens the best match, as in the palette.
              const best = found?.[0];
              if (event.key === 'Enter' && !event.nativeEvent.isComposing && best) navigate(applyPathOf(best));
            }}
          />
        </div>
      </header>
      {body}
    </section>
  );
}
