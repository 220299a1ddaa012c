import { pageEvaluationCheck, type PageEvaluation } from '../../../shared/api/feedback-calls';
import type { ResourceEntry } from '../../../shared/api/staff-calls';
import { queryClient } from '../../api/query-client';
import { PER_SESSION, callQuery, useCall } from '../../api/use-call';
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

const checkOf = (resourceId: number) => ({ query: { resourceId } });

/**
 * Whether the page is rated, asked once per page and sign-in (later visits reuse the answer).
 * Silent: a failed check is no reason to bother anyone; the page just offers no rating.
 */
export function usePageEvaluation(resourceId: number | null): PageEvaluation | undefined {
  return useCall(pageEvaluationCheck, resourceId === null ? null : checkOf(resourceId), PER_SESSION).data;
}

/** The rating dialog stored a rating of the page. */
export function markEvaluated(resourceId: number, score: number, at: Date): void {
  queryClient.setQueryData(callQuery(pageEvaluationCheck, checkOf(resourceId)).queryKey, {
    evaluated: true,
    score,
    evaluatedAt: at.toISOString(),
  });
}

/** Whether the affordance shows: only once the server said this page is not rated yet. */
export function offersRating(state: PageEvaluation | undefined): boolean {
  return state !== undefined && !state.evaluated;
}
