import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../../auth';
import { useLayoutSlots } from '../layout-slots';
import { useShellPanels } from '../notification-drawer-store';
import { evaluationTarget, offersRating, usePageEvaluation } from './page-evaluation-check';

/**
 * "Rate this page": a small round button in the bottom-right corner, shown on a menu page the
 * user has not rated yet; it opens the rating dialog bound to that page. It sits in the right-edge
 * column under the AI assistant's opener (which starts 120 px above the bottom), and stays out of
 * the sign-in prompt's place left of that column.
 */
export function PageEvaluationButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const target = user ? evaluationTarget(pathname, user.resource) : null;
  const state = usePageEvaluation(target?.id ?? null);
  // Beside a docked assistant it moves left with the page's edge, so the panel does not cover it.
  const dock = useLayoutSlots((slots) => slots.assistantDock);

  if (!target || !offersRating(state)) return null;
  const open = () =>
    useShellPanels.setState({ feedback: true, feedbackPage: { resourceId: target.id, name: target.name, nameEn: target.nameEn } });
  return (
    <button
      type="button"
      aria-label={t('shell.pageRating.open')}
      title={t('shell.pageRating.open')}
      data-testid="page-evaluation"
      onClick={open}
      style={dock > 0 ? { right: 18 + dock } : undefined}
      className="fixed right-[18px] bottom-6 z-[1800] flex size-10 items-center justify-center rounded-full bg-white text-amber-500 shadow-md ring-1 ring-slate-200 hover:bg-amber-50 hover:text-amber-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <Star aria-hidden size={20} />
    </button>
  );
}
