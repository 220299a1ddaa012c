import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What the status line says about a query: loading while a request for the current filters (or a
 * retry) runs, the error once it has settled, and a retry that asks again.
 */
export function queryStatus(query: Pick<UseQueryResult<unknown, Error>, 'isFetching' | 'error' | 'refetch'>) {
  return {
    loading: query.isFetching,
    error: query.isFetching ? null : (query.error?.message ?? null),
    onRetry: () => void query.refetch(),
  };
}
