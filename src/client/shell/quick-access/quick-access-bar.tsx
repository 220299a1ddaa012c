import { clsx } from 'clsx';
import { ChevronsLeft, ChevronsRight, Zap } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdgeInset } from '../layout-slots';
import { useStartupDone } from '../startup/startup-queries';
import { QuickAccessList } from './quick-access-list';
import { readPosition, writePosition, type BarPosition } from './quick-access-layout';
import { useBarDrag } from './use-bar-drag';
import { useOutsideDismiss } from './use-outside-dismiss';

/**
 * shell.md §2/§4 quick-access bar: a slim handle on the edge, narrower than the page's margin so
 * it covers no content; clicking it opens the panel of entries, which Escape, a click outside or
 * following an entry closes. The handle is draggable (a drag only beyond 10 px) to either edge and
 * another height, saved on this device; the panel always starts closed.
 */
export function QuickAccessBar() {
  const { t } = useTranslation();
  const ready = useStartupDone();
  const panelId = useId();
  const [position, setPosition] = useState<BarPosition>(() => readPosition(localStorage));
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const move = (next: BarPosition) => {
    setPosition(next);
    writePosition(localStorage, next);
  };
  const { offset, handlers } = useBarDrag(position, move, () => setOpen(!open));
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) handle.current?.focus();
  }, []);
  useOutsideDismiss(open, bar, close);
  // The right-edge handle rests left of a docked assistant and of the page's scrollbar.
  const inset = useEdgeInset();
  if (!ready) return null;
  const left = position.side === 'left';
  const CloseIcon = left ? ChevronsLeft : ChevronsRight;

  return (
    <section
      ref={bar}
      aria-label={t('shell.quick.label')}
      data-quick-access
      data-collapsed={!open}
      data-side={position.side}
      style={{
        top: position.top,
        right: !left && inset > 0 ? inset : undefined,
        transform: offset ? `translate(${offset.x}px, ${offset.y}px)` : undefined,
      }}
      className={clsx('fixed z-30 flex items-start', left ? 'left-0 flex-row-reverse' : 'right-0')}
    >
      {open && (
        <div id={panelId} className={clsx('rounded-lg bg-white shadow-lg ring-1 ring-slate-200', left ? 'ml-1' : 'mr-1')}>
          <QuickAccessList onNavigate={() => setOpen(false)} />
        </div>
      )}
      <button
        ref={handle}
        type="button"
        aria-label={open ? t('shell.quick.collapse') : t('shell.quick.expand')}
        title={open ? t('shell.quick.collapse') : t('shell.quick.expand')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        {...handlers}
        className={clsx(
          // 12 px on phones, 16 px from md: inside the page's own padding (12 / 20 px).
          'flex h-14 w-3 shrink-0 cursor-grab touch-none items-center justify-center bg-brand-50 text-brand-700 shadow-md ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing md:w-4',
          left ? 'rounded-r-md' : 'rounded-l-md',
        )}
      >
        {open ? <CloseIcon aria-hidden size={12} className="shrink-0" /> : <Zap aria-hidden size={12} className="shrink-0" />}
      </button>
    </section>
  );
}
