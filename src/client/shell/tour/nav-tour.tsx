import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../shared/api/staff-calls';
import { useSessionUser } from '../../auth';
import { useLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { HIDE_UNDER_MODAL, useOverlayTurn } from '../first-visit/overlay-queue';
import type { DeviceMode } from '../device-mode';
import { useLayout } from '../layout-store';
import { useSaveBaseData } from '../startup/base-data';
import { useBaseData } from '../startup/session-settings';
import { useStartupDone } from '../startup/startup-queries';
import { TOUR_FLAG, shouldShowTour, tourSteps } from './tour-steps';

const NO_MENU: readonly MenuNode[] = [];

/** Room the popover needs below its top edge. */
const POPOVER_HEIGHT = 190;

/** The step's menu, scrolled into the side navigation's view, and where it now is. */
function anchorRect(menuId: number, collapsed: boolean): DOMRect | null {
  const selector = collapsed ? '#side-nav [data-menu-key="OC"]' : `#side-nav [data-menu-id="${menuId}"]`;
  const anchor = document.querySelector(selector);
  anchor?.scrollIntoView?.({ block: 'nearest' });
  return anchor?.getBoundingClientRect() ?? null;
}

/**
 * A step popover beside each business-operations group in the side navigation: 下一步, 跳过, and
 * 我知道了 on the last step. Not shown on mobile, where the navigation is a drawer.
 */
export function NavTour({ mode, collapsed }: { mode: DeviceMode; collapsed: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const tree = useSessionUser()?.userAuth ?? NO_MENU;
  const activeLayout = useLayout((state) => state.activeLayout);
  const ready = useStartupDone();
  const flag = useBaseData()[TOUR_FLAG];
  const save = useSaveBaseData();
  // Stable steps: a new step object each render would re-place the popover in a loop.
  const steps = useMemo(() => tourSteps(tree), [tree]);
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<DOMRect | null>(null);
  const wanted = mode !== 'mobile' && shouldShowTour(flag, activeLayout, steps);
  const visible = useOverlayTurn('tour', !ready ? 'pending' : wanted ? 'show' : 'none');
  const step = steps[Math.min(index, steps.length - 1)];

  useEffect(() => {
    if (!visible || !step) return;
    const place = () => setRect(anchorRect(step.menuId, collapsed));
    const frame = requestAnimationFrame(place);
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', place);
    };
  }, [visible, step, collapsed]);

  if (!visible || !step || !rect) return null;
  const last = index >= steps.length - 1;
  const finish = () => save(TOUR_FLAG, true);
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="nav-tour-title"
      data-testid="nav-tour"
      style={{ top: Math.max(8, Math.min(rect.top, window.innerHeight - POPOVER_HEIGHT)), left: rect.right + 10 }}
      className={clsx('fixed z-40 w-64 rounded-lg bg-white p-4 shadow-xl ring-1 ring-slate-200', HIDE_UNDER_MODAL)}
    >
      <span
        aria-hidden
        className="absolute top-4 -left-1.5 h-3 w-3 rotate-45 bg-white ring-1 ring-slate-200 [clip-path:polygon(0_0,0_100%,100%_100%)]"
      />
      <p className="text-xs text-slate-500">{t('shell.tour.step', { current: index + 1, total: steps.length })}</p>
      <p id="nav-tour-title" className="mt-1 font-medium text-slate-900">
        {step.title[language]}
      </p>
      <p className="mt-1 text-sm text-slate-600">{step.text[language]}</p>
      <div className="mt-3 flex justify-end gap-2">
        {!last && (
          <Button size="sm" variant="ghost" onClick={finish}>
            {t('shell.tour.skip')}
          </Button>
        )}
        {last ? (
          <Button size="sm" onClick={finish}>
            {t('shell.tour.done')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => setIndex(index + 1)}>
            {t('shell.tour.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
