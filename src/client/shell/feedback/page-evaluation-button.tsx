import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../../auth';
import { EdgeTab } from '../../ui/edge-tab';
import { useEdgeInset } from '../layout-slots';
import { useShellPanels } from '../notification-drawer-store';
import { evaluationTarget, offersRating, usePageEvaluation } from './page-evaluation-check';

/**
 * "Rate this page": a tab on the right edge near the bottom, below the AI assistant's opener
 * (which starts 120 px above the bottom), shown on a menu page the user has not rated yet; it opens
 * the rating dialog bound to that page. Hover or keyboard focus shows its label.
 */
export function PageEvaluationButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const target = user ? evaluationTarget(pathname, user.resource) : null;
  const state = usePageEvaluation(target?.id ?? null);
  // It rests left of a docked assistant and of the page's scrollbar, like the other edge tabs.
  const inset = useEdgeInset();

  if (!target || !offersRating(state)) return null;
  const open = () =>
    useShellPanels.setState({ feedback: true, feedbackPage: { resourceId: target.id, name: target.name, nameEn: target.nameEn } });
  return (
    <EdgeTab
      icon={Star}
      tone="plain"
      label={t('shell.pageRating.open')}
      title={t('shell.pageRating.open')}
      data-testid="page-evaluation"
      onClick={open}
      style={inset > 0 ? { right: inset } : undefined}
      className="bottom-6 z-[1800] h-10"
    />
  );
}
