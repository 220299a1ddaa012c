import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server state, shared by the hooks, the session loaders and the push stream.
 * Reads behave as the pages always did: no automatic retries (a failure shows at once, and the
 * failure handler already decided what to say) and no refetch on focus or reconnect.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** A session ended or another began: every cached answer (the user first) belonged to the old one. */
export function forgetSessionData(): void {
  queryClient.removeQueries();
}
