import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error';

/**
 * What a list or profile says while it has no rows to show: loading, the failure with a retry,
 * or its empty sentence (with a way out of the filters that emptied it).
 */
export function ListState({
  query,
  empty,
  emptyText,
  onClear,
}: {
  query: Pick<UseQueryResult<unknown, ApiError>, 'isPending' | 'isFetching' | 'error' | 'refetch'>;
  empty: boolean;
  emptyText: string;
  onClear?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (query.error && !query.isFetching) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {t('workflowTasks.loadFailed', { message: query.error.message })}{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          {t('workflowTasks.retry')}
        </button>
      </p>
    );
  }
  if (query.isPending || (query.isFetching && empty)) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('workflowTasks.loading')}
      </p>
    );
  }
  if (!empty) return null;
  return (
    <div className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
      <p>{emptyText}</p>
      {onClear && (
        <button type="button" className="mt-2 text-brand-700 underline" onClick={onClear}>
          {t('workflowTasks.clearFilters')}
        </button>
      )}
    </div>
  );
}
