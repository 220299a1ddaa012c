import { useEffect, useState } from 'react';
import type { CallData, CallDef, CallRequest } from '../../shared/api/define-call';
import { portalClient } from '../api/portal-client';

export interface QueryState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

interface Settled<T> {
  /** Which request (by value, plus reload count) this answer belongs to. */
  key: string;
  data: T | null;
  error: string | null;
}

/**
 * Calls an API whenever the request (by value) changes; the newest answer wins. Loading is
 * derived (the newest request has no answer yet), so the previous data stays on screen meanwhile.
 */
export function useCall<C extends CallDef>(call: C, request: CallRequest<C> | null): QueryState<CallData<C>> {
  const [settled, setSettled] = useState<Settled<CallData<C>> | null>(null);
  const [tick, setTick] = useState(0);
  const key = `${JSON.stringify(request)}#${tick}`;
  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    portalClient
      .call(call, request, { signal: controller.signal, silent: true })
      .then((data) => setSettled({ key, data, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, data: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request is compared by value (key)
  }, [call, key]);
  const fresh = settled?.key === key;
  return {
    data: settled?.data ?? null,
    loading: request !== null && !fresh,
    error: fresh ? (settled?.error ?? null) : null,
    reload: () => setTick((n) => n + 1),
  };
}
