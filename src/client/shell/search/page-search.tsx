import { Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionUser } from '../../auth';
import { useLanguage } from '../../i18n/i18n';
import { usePaletteRanking, type PageHit } from '../../palette';
import { activeMenuPath } from '../../routes/route-index';
import { SearchGuide } from './search-guide';
import { usePageFinder } from './page-search-match';

/** The name with what the query matched marked (pinyin matches mark the Chinese characters). */
function Highlighted({ hit }: { hit: PageHit }) {
  const parts: ReactNode[] = [];
  let at = 0;
  hit.ranges.forEach(([from, to]) => {
    if (from > at) parts.push(hit.name.slice(at, from));
    parts.push(
      <mark key={from} className="rounded-sm bg-amber-100 text-inherit">
        {hit.name.slice(from, to)}
      </mark>,
    );
    at = to;
  });
  if (at < hit.name.length) parts.push(hit.name.slice(at));
  return <>{parts}</>;
}

/**
 * shell.md §2 page search: a 160 px box 页面搜索; a 270 px dropdown (at most 320 px high) of the
 * menu pages the text finds, highlighted; arrow keys and Enter choose. It finds and ranks with the
 * palette's matcher (Chinese, English, pinyin, initials; the person's frecency), so both agree.
 */
export function PageSearch() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = useSessionUser()?.userAuth ?? [];
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { findPages, load } = usePageFinder();
  // The ranking is read once the box is used: no request for it at start-up.
  const { ranking } = usePaletteRanking(findPages !== null);
  const hits = findPages ? findPages(tree, query, { currentPath: activeMenuPath(pathname), language, ranking }) : [];
  const showList = open && query.trim() !== '' && findPages !== null;

  const choose = (hit: PageHit | undefined) => {
    if (!hit) return;
    navigate(hit.path);
    setQuery('');
    setOpen(false);
    input.current?.blur();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') choose(hits[active]);
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="relative" data-testid="page-search">
      <div className="flex h-8 items-center gap-1 rounded-md border border-slate-200 bg-slate-50 px-2" style={{ width: 160 }}>
        <Search aria-hidden size={14} className="shrink-0 text-slate-400" />
        <input
          ref={input}
          role="combobox"
          aria-label={t('shell.search.label')}
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showList && hits[active] ? `${listId}-${active}` : undefined}
          placeholder={t('shell.search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
            load();
          }}
          onFocus={() => {
            setOpen(true);
            load();
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-slate-500"
        />
      </div>
      {showList && (
        <div
          className="absolute top-9 right-0 z-overlay overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          style={{ width: 270, maxHeight: 320 }}
        >
          <ul id={listId} role="listbox" aria-label={t('shell.search.results')}>
            {hits.map((hit, index) => (
              <li
                key={hit.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(hit)}
                onMouseEnter={() => setActive(index)}
                className={index === active ? 'cursor-pointer bg-brand-50 px-3 py-1.5' : 'cursor-pointer px-3 py-1.5'}
              >
                <p className="text-sm text-slate-900">
                  <Highlighted hit={hit} />
                </p>
                <p className="truncate text-xs text-slate-500">{hit.trail}</p>
              </li>
            ))}
          </ul>
          {hits.length === 0 && (
            <div className="px-3 py-3 text-sm">
              <p className="text-slate-700">{t('shell.search.empty', { query: query.trim() })}</p>
              <p className="mt-1 text-xs text-slate-500">{t('shell.search.hint')}</p>
            </div>
          )}
        </div>
      )}
      <SearchGuide />
    </div>
  );
}
