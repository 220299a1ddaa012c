import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/i18n';
import { FitLabel } from '../../layout';
import { useShellActionsHere } from '../shell-actions-store';
import { TabActionsMenu } from './tab-actions-menu';
import { HOME_PATH, TAB_SCROLL_STEP, tabOf, type TabEntry } from './tab-rules';
import { useTabs } from './tab-store';
import { tabShortTitle, tabTitle } from './tab-title';

/**
 * shell.md §2/§4 tab bar: one link per open page, home first and fixed. Close with the × button or
 * a middle click; right-click opens the tab menu for that tab. Arrows scroll in 300 px steps.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const activeKey = tabOf(location.pathname, location.search).key;
  const tabs = useTabs((state) => state.tabs);
  const titles = useTabs((state) => state.titles);
  const scroller = useRef<HTMLUListElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [overflow, setOverflow] = useState(false);

  useEffect(() => {
    const list = scroller.current;
    if (!list) return;
    let revealed = false;
    const measure = () => {
      setOverflow(list.scrollWidth > list.clientWidth + 1);
      // The current tab is brought into view once per change of tabs, not on every resize.
      if (revealed) return;
      revealed = true;
      list.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    // The observer's first report comes after the browser's own layout, so reading the widths costs
    // nothing; read in the commit (or an animation frame) it forces a layout of the whole page.
    // Later reports follow the bar's width (a resized window, a folded menu).
    if (typeof ResizeObserver === 'undefined') {
      const frame = window.requestAnimationFrame(measure);
      return () => window.cancelAnimationFrame(frame);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [tabs, activeKey]);

  const close = (tab: TabEntry) => {
    const { next } = useTabs.getState().close(tab.key, activeKey);
    if (next) navigate(next);
  };
  const onAuxClick = (event: MouseEvent, tab: TabEntry) => {
    if (event.button !== 1 || tab.key === HOME_PATH) return;
    event.preventDefault();
    close(tab);
  };
  const onContextMenu = (event: MouseEvent, tab: TabEntry) => {
    event.preventDefault();
    if (tab.key !== activeKey) navigate(tab.fullPath);
    setMenuOpen(true);
  };
  const scrollBy = (delta: number) => scroller.current?.scrollBy({ left: delta, behavior: 'smooth' });
  const hasActions = useShellActionsHere() !== null;

  return (
    <nav aria-label={t('shell.tabs.label')} className="flex h-10 shrink-0 items-center gap-1 border-b border-slate-200 bg-white px-1">
      {overflow && (
        <button
          type="button"
          aria-label={t('shell.tabs.scrollLeft')}
          onClick={() => scrollBy(-TAB_SCROLL_STEP)}
          className="rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <ChevronLeft aria-hidden size={16} />
        </button>
      )}
      <ul ref={scroller} className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto [scrollbar-width:none]">
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          const title = titles[tab.key] ?? tabTitle(tab.fullPath, language);
          const shown = titles[tab.key] ?? tabShortTitle(tab.fullPath, language);
          return (
            <li
              key={tab.key}
              data-tab={tab.key}
              onAuxClick={(event) => onAuxClick(event, tab)}
              onMouseDown={(event) => event.button === 1 && event.preventDefault()}
              onContextMenu={(event) => onContextMenu(event, tab)}
              className={clsx(
                'flex h-8 shrink-0 items-center rounded-md border text-sm',
                active ? 'border-brand-200 bg-brand-50 text-brand-700' : 'border-slate-200 text-slate-600 hover:bg-slate-50',
              )}
            >
              <Link
                to={tab.fullPath}
                aria-current={active ? 'page' : undefined}
                aria-label={shown !== title ? title : undefined}
                className="flex max-w-48 min-w-0 px-3 leading-8 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <FitLabel text={shown} full={title} />
              </Link>
              {tab.key !== HOME_PATH && (
                <button
                  type="button"
                  aria-label={t('shell.tabs.close', { title })}
                  onClick={() => close(tab)}
                  className="mr-1 rounded p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
                >
                  <X aria-hidden size={12} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {overflow && (
        <button
          type="button"
          aria-label={t('shell.tabs.scrollRight')}
          onClick={() => scrollBy(TAB_SCROLL_STEP)}
          className="rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <ChevronRight aria-hidden size={16} />
        </button>
      )}
      {hasActions && <TabActionsMenu open={menuOpen} onOpenChange={setMenuOpen} />}
    </nav>
  );
}
