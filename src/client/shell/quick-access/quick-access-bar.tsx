import { clsx } from 'clsx';
import { ChevronsLeft, ChevronsRight, GripVertical, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupDone } from '../startup/startup-queries';
import { QuickAccessList } from './quick-access-list';
import { readPosition, writePosition, type BarPosition } from './quick-access-layout';
import { useBarDrag } from './use-bar-drag';

/**
 * shell.md §2/§4 quick-access bar: floats at an edge, draggable (a drag only beyond 10 px), its
 * position saved on this device; expanded or collapsed to the edge, and the first interaction
 * collapses it. Entries come from the server's quick-access list.
 */
export function QuickAccessBar() {
  const { t } = useTranslation();
  const ready = useStartupDone();
  const [position, setPosition] = useState<BarPosition>(() => readPosition(localStorage, window.innerWidth));
  const update = (next: BarPosition) => {
    setPosition(next);
    writePosition(localStorage, next);
  };
  /** The first interaction with the bar collapses it to the edge. */
  const touch = () => {
    if (!position.touched) update({ ...position, touched: true, collapsed: true });
  };
  const toggle = () => update({ ...position, touched: true, collapsed: !position.collapsed });
  const { offset, handlers } = useBarDrag(
    position,
    (next) => update({ ...next, touched: true, collapsed: position.touched ? next.collapsed : true }),
    toggle,
  );
  if (!ready) return null;
  const left = position.side === 'left';
  const CollapseIcon = left ? ChevronsLeft : ChevronsRight;

  return (
    <section
      aria-label={t('shell.quick.label')}
      data-quick-access
      data-collapsed={position.collapsed}
      data-side={position.side}
      style={{ top: position.top, transform: offset ? `translate(${offset.x}px, ${offset.y}px)` : undefined }}
      className={clsx(
        'fixed z-30 flex rounded-lg bg-white shadow-lg ring-1 ring-slate-200',
        left ? 'left-0 flex-row-reverse rounded-l-none' : 'right-0 rounded-r-none',
      )}
    >
      <button
        type="button"
        aria-label={position.collapsed ? t('shell.quick.expand') : t('shell.quick.collapse')}
        aria-expanded={!position.collapsed}
        {...handlers}
        className="flex w-7 shrink-0 cursor-grab touch-none flex-col items-center justify-center gap-1 text-slate-500 hover:bg-slate-50 active:cursor-grabbing"
      >
        {position.collapsed ? <Zap aria-hidden size={16} className="text-brand-600" /> : <CollapseIcon aria-hidden size={14} />}
        <GripVertical aria-hidden size={14} />
      </button>
      {!position.collapsed && <QuickAccessList onInteract={touch} />}
    </section>
  );
}
