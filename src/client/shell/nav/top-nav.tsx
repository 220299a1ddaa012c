import { clsx } from 'clsx';
import { ExternalLink, LayoutGrid } from 'lucide-react';
import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../../auth';
import { useLanguage } from '../../i18n/i18n';
import { navLabel } from '../../layout';
import { visibleChildren } from '../../routes/menu-tree';
import { activeMenuPath } from '../../routes/route-index';
import type { DeviceMode } from '../device-mode';
import { useLayout } from '../layout-store';
import { NavDrawer } from './nav-drawer';
import { TOP_ITEM_CLASS, TopNavItem } from './top-nav-item';
import { activeTopId, fitTopItems, opensInNewTab } from './top-nav-items';

/** Space between two items of the row (gap-0.5). */
const GAP = 2;

/**
 * shell.md §2 top navigation: the top-level menus in a row, the active one bold. The row is
 * measured and shows only whole items (never a cut word such as "Busi"), always the active one;
 * the overflow button opens the drawer 导航 with every menu.
 */
export function TopNav({ mode }: { mode: DeviceMode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const tree = useSessionUser()?.userAuth ?? [];
  const activeLayout = useLayout((state) => state.activeLayout);
  const activeId = activeTopId(tree, activeMenuPath(pathname), activeLayout);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const setMobileNavOpen = useLayout((state) => state.setMobileNavOpen);
  const items = visibleChildren(tree);
  const labels = items.map((node) => ({ text: navLabel(node, language).text, external: opensInNewTab(node) }));
  const { row, ruler, indexes } = useFittingItems(
    labels,
    items.findIndex((node) => node.id === activeId),
    mode !== 'mobile',
  );

  return (
    <div className="flex min-w-10 flex-1 items-center gap-1">
      {mode !== 'mobile' && (
        <nav ref={row} aria-label={t('shell.topNav.label')} className="relative min-w-0 flex-1 overflow-hidden">
          <ul className="flex items-center gap-0.5">
            {items.map((node, index) => (
              <li key={node.id} hidden={!indexes.has(index)} className="min-w-0">
                <TopNavItem node={node} active={node.id === activeId} variant="bar" />
              </li>
            ))}
          </ul>
          {/* The same items, invisible and bold (as the active one is), measured for the fitting. */}
          <div ref={ruler} aria-hidden className="invisible absolute top-0 left-0 flex whitespace-nowrap">
            {labels.map((label, index) => (
              <span key={index} className={clsx(TOP_ITEM_CLASS, 'font-bold')}>
                {label.text}
                {label.external && <ExternalLink size={12} />}
              </span>
            ))}
          </div>
        </nav>
      )}
      {mode === 'mobile' && <div className="flex-1" />}
      <button
        type="button"
        aria-label={t('shell.topNav.more')}
        title={t('shell.topNav.more')}
        aria-haspopup="dialog"
        onClick={() => setDrawerOpen(true)}
        className="shrink-0 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <LayoutGrid aria-hidden size={18} />
      </button>
      {/* On a phone the side navigation is a closed drawer: choosing a section opens it there. */}
      <NavDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        activeId={activeId}
        onSectionChosen={mode === 'mobile' ? () => setMobileNavOpen(true) : undefined}
      />
    </div>
  );
}

/**
 * Measures the labels (in a hidden ruler) and the row, and answers which items fit. The observer
 * reports after the browser's own layout: measuring in the commit would force a layout of the
 * whole first page there and, through the state it sets, a second render in the same task. Until
 * the first report no item shows (the header around the row keeps its height), so a row too long
 * never flashes.
 */
function useFittingItems(labels: { text: string; external: boolean }[], activeIndex: number, mounted: boolean) {
  const row = useRef<HTMLElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ key: string; widths: number[]; available: number } | null>(null);
  const key = labels.map((label) => `${label.text}${label.external ? ' ↗' : ''}`).join('\n');

  useLayoutEffect(() => {
    const element = row.current;
    const spans = ruler.current;
    if (!element || !spans) return;
    const measure = () => {
      const widths = [...spans.children].map((span) => Math.ceil(span.getBoundingClientRect().width));
      const available = element.clientWidth;
      // A transition: the row's new render is sliced and never joins the task that painted the page.
      startTransition(() =>
        setFit((last) =>
          last?.key === key && last.available === available && last.widths.join() === widths.join() ? last : { key, widths, available },
        ),
      );
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Each label too: a font that arrives late changes its width and not the row's.
    for (const span of spans.children) observer.observe(span);
    return () => observer.disconnect();
  }, [key, mounted]);

  const measured = fit !== null && fit.key === key && fit.widths.length === labels.length;
  const indexes = new Set(measured ? fitTopItems(fit.widths, fit.available, activeIndex, GAP) : []);
  return { row, ruler, indexes };
}
