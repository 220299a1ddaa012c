import { create } from 'zustand';
import { pageEvaluationCheck, type PageEvaluation } from '../../../shared/api/shell-calls';
import type { ResourceEntry } from '../../../shared/api/staff-calls';
import { portalClient } from '../../api/portal-client';
import { activeMenuPath } from '../../routes/route-index';

/**
 * The menu page "rate this page" rates for a path: the page itself, or a detail page's parent
 * menu (the detail is part of that page's feature). Home is the overview, not a feature, and
 * paths outside the user's menu (403, 404, unknown section pages) have nothing to rate.
 */
export function evaluationTarget(pathname: string, resources: readonly ResourceEntry[]): ResourceEntry | null {
  const menuPath = activeMenuPath(pathname);
  if (menuPath === '/home') return null;
  return resources.find((entry) => entry.router === menuPath && entry.router.startsWith('/')) ?? null;
}

/** A check under way, its answer, or a failure (then the affordance simply stays away). */
export type EvaluationState = 'loading' | 'failed' | PageEvaluation;

interface PageEvaluations {
  /** Whose answers these are: another sign-in starts afresh. */
  owner: number | null;
  checks: Readonly<Record<number, EvaluationState>>;
  /** Asks the server once per page and sign-in; later visits reuse the answer. */
  ensure(staffId: number, resourceId: number): void;
  /** The rating dialog stored a rating of the page. */
  markEvaluated(resourceId: number, score: number, at: Date): void;
}

export const usePageEvaluations = create<PageEvaluations>((set, get) => ({
  owner: null,
  checks: {},
  ensure: (staffId, resourceId) => {
    if (get().owner !== staffId) set({ owner: staffId, checks: {} });
    if (get().checks[resourceId] !== undefined) return;
    const put = (state: EvaluationState) => {
      if (get().owner === staffId) set({ checks: { ...get().checks, [resourceId]: state } });
    };
    put('loading');
    // Silent: a failed check is no reason to bother anyone; the page just offers no rating.
    portalClient.call(pageEvaluationCheck, { query: { resourceId } }, { silent: true }).then(put, () => put('failed'));
  },
  markEvaluated: (resourceId, score, at) =>
    set({ checks: { ...get().checks, [resourceId]: { evaluated: true, score, evaluatedAt: at.toISOString() } } }),
}));

/** Whether the affordance shows: only once the server said this page is not rated yet. */
export function offersRating(state: EvaluationState | undefined): boolean {
  return typeof state === 'object' && !state.evaluated;
}
