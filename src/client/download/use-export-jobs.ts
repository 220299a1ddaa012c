import { keepPreviousData } from '@tanstack/react-query';
import { downloadPage, type ExportJobRow, type ExportStatus } from '../../shared/api/download-calls';
import { invalidateCall, useCall } from '../api/use-call';

/** While jobs are queued or running the list refreshes itself this often. */
export const POLL_MS = 3000;

export interface JobsQuery {
  status: ExportStatus | undefined;
  page: number;
}

const NO_ROWS: ExportJobRow[] = [];

/** Every list of the download centre reads again (a job was added, retried, deleted or downloaded). */
export const invalidateExportJobs = () => invalidateCall(downloadPage);

/**
 * The caller's export jobs, refreshed while any is still being written. A failed refresh keeps
 * what is shown (spec: loading failures fall back quietly), and so does a change of filter or page
 * until the next list arrives.
 */
export function useExportJobs(query: JobsQuery, pageSize = 20) {
  const jobs = useCall(
    downloadPage,
    { body: { status: query.status, page: query.page, pageSize } },
    {
      placeholderData: keepPreviousData,
      refetchInterval: ({ state }) => (state.data?.active ? POLL_MS : false),
    },
  );
  return {
    rows: jobs.data?.rows ?? NO_ROWS,
    count: jobs.data?.count ?? 0,
    active: jobs.data?.active ?? 0,
    loading: jobs.isPending,
    reload: () => void jobs.refetch(),
  };
}
