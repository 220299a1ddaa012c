import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toast';
import * as calls from '../../../shared/api/mail-reading-calls';
import type { MailRow, SearchCache } from '../../../shared/api/mail-reading-calls';
import { useCall, useCallMutation } from '../../api/use-call';
import { Button } from '../../ui/button';
import { Pager } from '../../business';
import { detailPath, invalidateMailbox, rememberList } from './mail-cache';
import { callFilters, filtersFromSearch, isFiltered, searchFromFilters, type UrlFilters } from './mail-list-filters';
import { MailListRow } from './mail-list-row';

const PAGE_SIZE = 20;

export type ListKind = 'inbox' | 'star' | 'spam' | 'sent';
type Action = 'read' | 'unread' | 'star' | 'unstar' | 'toJunk' | 'notJunk';

/** What each list offers for a selection. */
const ACTIONS: Readonly<Record<ListKind | 'dealings', readonly Action[]>> = {
  inbox: ['read', 'unread', 'star', 'toJunk'],
  star: ['read', 'unread', 'unstar'],
  spam: ['read', 'unread', 'notJunk'],
  sent: ['star', 'unstar'],
  dealings: ['read', 'unread', 'star', 'unstar'],
};

const LIST_CALLS = { inbox: calls.receiveQuery, star: calls.starQuery, spam: calls.junkQuery, sent: calls.sendQuery } as const;
const CACHE_LIST: Readonly<Record<ListKind, SearchCache['list']>> = { inbox: 'inbox', star: 'star', spam: 'junk', sent: 'sent' };

/** Keys typed into a field are the field's, not the list's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A folder's list as web mail shows it: search and filters (kept in the URL), rows with sender,
 * subject and snippet, time and icons, unread in bold; selection with batch actions; j/k/Enter.
 */
export function MailListView({
  kind,
  dealings,
}: {
  kind: ListKind | 'dealings';
  dealings?: { partyKind: 'customer' | 'supplier'; partyId: number };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const base = { ...callFilters(filters), page: filters.page, pageSize: PAGE_SIZE };
  const listQuery = useCall(kind === 'dealings' ? calls.receiveQuery : LIST_CALLS[kind], kind === 'dealings' ? null : { body: base }, {
    placeholderData: keepPreviousData,
  });
  const dealingsQuery = useCall(calls.dealingsQuery, kind === 'dealings' && dealings ? { body: { ...base, ...dealings } } : null, {
    placeholderData: keepPreviousData,
  });
  const query = kind === 'dealings' ? dealingsQuery : listQuery;
  const rows = query.data?.rows ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [cursor, setCursor] = useState(0);
  const rowRefs = useRef<(HTMLElement | null)[]>([]);
  const mark = useCallMutation(calls.receiveMark);
  const junkMove = useCallMutation(calls.junkMove);
  const junkMark = useCallMutation(calls.junkMark);

  const update = (patch: Partial<UrlFilters>) => {
    setSelected(new Set());
    setSearch(searchFromFilters({ ...filters, page: 1, ...patch }), { replace: true });
  };

  const open = (row: MailRow) => {
    if (kind !== 'dealings') rememberList({ list: CACHE_LIST[kind], ascs: [], descs: ['receiveTime'], params: callFilters(filters) });
    else rememberList({ list: row.detailsType === 1 ? 'sent' : row.detailsType === 3 ? 'junk' : 'inbox', params: {} });
    navigate(detailPath(row.id, row.detailsType));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target) || rows.length === 0) return;
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        const next = Math.min(rows.length - 1, Math.max(0, cursor + (event.key === 'j' ? 1 : -1)));
        setCursor(next);
        rowRefs.current[next]?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rows.length, cursor]);

  const run = async (action: Action) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    if (action === 'toJunk' || action === 'notJunk')
      await junkMove.mutateAsync({ body: { ids, to: action === 'toJunk' ? 'junk' : 'inbox' } });
    else if (kind === 'spam') await junkMark.mutateAsync({ body: { ids, seen: action === 'read' } });
    else if (action === 'read' || action === 'unread') await mark.mutateAsync({ body: { ids, seen: action === 'read' } });
    else await mark.mutateAsync({ body: { ids, starred: action === 'star' } });
    toast.success(t('mailReading.list.done', { count: ids.length }));
    setSelected(new Set());
    await invalidateMailbox();
  };

  const toggleStar = async (row: MailRow) => {
    await mark.mutateAsync({ body: { ids: [row.id], starred: !row.starred } });
    await invalidateMailbox();
  };

  const busy = mark.isPending || junkMove.isPending || junkMark.isPending;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const filtered = isFiltered(filters);
  const emptyKey = kind === 'dealings' ? 'inbox' : kind;
  return (
    <div className="flex flex-col gap-3">
      {/* Keyed by the URL's keyword so back/forward and 清除筛选 reset the box. */}
      <SearchBar key={filters.keyword ?? ''} filters={filters} onChange={update} />
      <div className="flex min-h-9 flex-wrap items-center gap-2 text-sm">
        <label className="flex items-center gap-2 px-1">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={allSelected}
            disabled={rows.length === 0}
            onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
            aria-label={t('mailReading.list.selectAll')}
          />
          {selected.size > 0 && <span className="text-slate-600">{t('mailReading.list.selected', { count: selected.size })}</span>}
        </label>
        {selected.size > 0 &&
          ACTIONS[kind].map((action) => (
            <Button key={action} size="sm" variant="secondary" disabled={busy} onClick={() => void run(action).catch(() => undefined)}>
              {t(`mailReading.list.${action === 'read' ? 'markRead' : action === 'unread' ? 'markUnread' : action}`)}
            </Button>
          ))}
        <span className="ml-auto hidden text-xs text-slate-500 lg:inline">{t('mailReading.list.keys')}</span>
      </div>
      {query.error && !query.isFetching ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('mailReading.list.failed', { message: query.error.message })}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            {t('mailReading.list.retry')}
          </button>
        </p>
      ) : query.isPending ? (
        <p role="status" className="rounded-md border border-slate-200 bg-white px-4 py-10 text-center text-sm text-slate-600">
          {t('mailReading.list.loading')}
        </p>
      ) : rows.length === 0 ? (
        <div className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-sm text-slate-600">
          <p>{filtered ? t('mailReading.list.filteredEmpty') : t(`mailReading.list.empty.${emptyKey}`)}</p>
          {filtered && (
            <button
              type="button"
              className="mt-2 text-brand-700 underline"
              onClick={() =>
                update({ keyword: undefined, startDate: undefined, endDate: undefined, hasAttachments: undefined, unread: undefined })
              }
            >
              {t('mailReading.list.clearFilters')}
            </button>
          )}
        </div>
      ) : (
        <ul
          aria-label={t('mailReading.list.label')}
          className="divide-y divide-slate-200 overflow-hidden rounded-md border border-slate-200 bg-white"
          aria-busy={query.isFetching}
        >
          {rows.map((row, index) => (
            <MailListRow
              key={row.id}
              row={row}
              ref={(element) => {
                rowRefs.current[index] = element;
              }}
              active={index === cursor}
              selected={selected.has(row.id)}
              onSelect={(on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(row.id);
                  else next.delete(row.id);
                  return next;
                })
              }
              onOpen={() => open(row)}
              onFocus={() => setCursor(index)}
              onStar={() => void toggleStar(row).catch(() => undefined)}
            />
          ))}
        </ul>
      )}
      {query.data?.countCapped ? (
        <CappedPager page={filters.page} count={query.data.count} onPage={(page) => update({ page })} />
      ) : (
        query.data &&
        query.data.count > PAGE_SIZE && (
          <Pager page={filters.page} pageSize={PAGE_SIZE} count={query.data.count} onPage={(page) => update({ page })} />
        )
      )}
    </div>
  );
}

/**
 * A keyword search with more matches than the server counts (1,000): "1,000+ 封" and paging through
 * the newest of them, since the exact number would cost a full recheck of every match.
 */
function CappedPager({ page, count, onPage }: { page: number; count: number; onPage(page: number): void }) {
  const { t, i18n } = useTranslation();
  const shown = count.toLocaleString(i18n.language);
  const pages = Math.ceil(count / PAGE_SIZE);
  return (
    <nav
      className="flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600"
      aria-label={t('mailReading.list.pageOf', { page })}
    >
      <span>{t('mailReading.list.foundCapped', { count: shown })}</span>
      <button type="button" disabled={page <= 1} className="rounded border px-2 py-1 disabled:opacity-40" onClick={() => onPage(page - 1)}>
        {t('business.previous')}
      </button>
      <span>{t('mailReading.list.pageOf', { page })}</span>
      <button
        type="button"
        disabled={page >= pages}
        className="rounded border px-2 py-1 disabled:opacity-40"
        onClick={() => onPage(page + 1)}
      >
        {t('business.next')}
      </button>
      <span className="basis-full text-right text-xs text-slate-500">{t('mailReading.list.cappedHint', { count: shown })}</span>
    </nav>
  );
}

function SearchBar({ filters, onChange }: { filters: UrlFilters; onChange(patch: Partial<UrlFilters>): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  // A filter of the URL, not a submission: Enter or the button applies the word; nothing is sent, so no form element.
  const submit = () => onChange({ keyword: keyword.trim() || undefined });
  return (
    <div role="search" className="flex flex-wrap items-end gap-2 text-sm">
      <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <span className="sr-only">{t('mailReading.list.search')}</span>
        <input
          type="search"
          value={keyword}
          maxLength={100}
          placeholder={t('mailReading.list.searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit();
          }}
          className="h-9 rounded-md border border-slate-300 px-3"
        />
      </label>
      <Button size="sm" onClick={submit}>
        {t('mailReading.list.search')}
      </Button>
      <label className="flex items-center gap-1">
        <span className="text-slate-600">{t('mailReading.list.startDate')}</span>
        <input
          type="date"
          value={filters.startDate ?? ''}
          onChange={(event) => onChange({ startDate: event.target.value || undefined })}
          className="h-9 rounded-md border border-slate-300 px-2"
        />
      </label>
      <label className="flex items-center gap-1">
        <span className="text-slate-600">{t('mailReading.list.endDate')}</span>
        <input
          type="date"
          value={filters.endDate ?? ''}
          onChange={(event) => onChange({ endDate: event.target.value || undefined })}
          className="h-9 rounded-md border border-slate-300 px-2"
        />
      </label>
      <label className="flex h-9 items-center gap-1">
        <input
          type="checkbox"
          checked={!!filters.hasAttachments}
          onChange={(event) => onChange({ hasAttachments: event.target.checked || undefined })}
        />
        {t('mailReading.list.withAttachments')}
      </label>
      <label className="flex h-9 items-center gap-1">
        <input type="checkbox" checked={!!filters.unread} onChange={(event) => onChange({ unread: event.target.checked || undefined })} />
        {t('mailReading.list.unreadOnly')}
      </label>
    </div>
  );
}
