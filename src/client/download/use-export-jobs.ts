import { useCallback, useEffect, useState } from 'react';
import { downloadPage, type ExportJobRow, type ExportStatus } from '../../shared/api/download-calls';
import { portalClient } from '../api/portal-client';

/** While jobs are queued or running the list refreshes itself this often. */
export const POLL_MS = 3000;

export interface JobsQuery {
  status: ExportStatus | undefined;
  page: number;
}

/** The caller's export jobs, refreshed while any is still being written. */
export function useExportJobs(query: JobsQuery, pageSize = 20) {
  const [rows, setRows] = useState<ExportJobRow[]>([]);
  const [count, setCount] = useState(0);
  const [active, setActive] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    portalClient
      .call(downloadPage, { body: { status: query.status, page: query.page, pageSize } }, { silent: true })
      .then(
        (data) => {
          if (!current) return;
          setRows(data.rows);
          setCount(data.count);
          setActive(data.active);
        },
        // A failed refresh keeps what is shown (spec: loading failures fall back quietly).
        () => undefined,
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query.status, query.page, pageSize, version]);

  useEffect(() => {
    if (active === 0) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [active, rows, reload]);

  return { rows, count, active, loading, reload };
}
