import {
  keepPreviousData,
  MutationObserver,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { CallData, CallDef, CallRequest } from '../../shared/api/define-call';
import type { ApiError } from './api-error';
import { portalClient } from './portal-client';
import { queryClient } from './query-client';

/** Session data (settings, start-up figures): read once per sign-in, refreshed by invalidation, not by remounting. */
export const PER_SESSION = { staleTime: Infinity } as const;

/** Every cached answer is keyed by its call declaration and its request, compared by value. */
export type CallKey<C extends CallDef> = readonly ['call', C['id'], CallRequest<C> | null];

export function callKey<C extends CallDef>(call: C, request?: CallRequest<C>): CallKey<C> {
  return ['call', call.id, request ?? null];
}

/** The key prefix of every request of one call: invalidating it refreshes all of them. */
export function callFamily(call: CallDef): readonly ['call', string] {
  return ['call', call.id];
}

/** Query options of one call: silent (the screen shows the failure), cancelled when no longer needed. */
export function callQuery<C extends CallDef>(call: C, request?: CallRequest<C>) {
  return queryOptions<CallData<C>, ApiError, CallData<C>, CallKey<C>>({
    queryKey: callKey(call, request),
    queryFn: fetcher(call, request),
    meta: callMeta(call),
  });
}

/** What the cache keeps of the call's declaration, so that pushes can find its queries. */
export interface CallQueryMeta extends Record<string, unknown> {
  shapedByRights: boolean;
}

function callMeta(call: CallDef): CallQueryMeta {
  return { shapedByRights: call.shapedByRights === true };
}

/** Queries whose answers depend on the asker's rights (CallDef.shapedByRights). */
export const isShapedByRights = (query: { meta?: Record<string, unknown> | undefined }): boolean =>
  (query.meta as CallQueryMeta | undefined)?.shapedByRights === true;

function fetcher<C extends CallDef>(call: C, request: CallRequest<C> | undefined) {
  return ({ signal }: { signal: AbortSignal }) => portalClient.call(call, request, { silent: true, signal });
}

export type CallQueryOptions<C extends CallDef, T = CallData<C>> = Omit<
  UseQueryOptions<CallData<C>, ApiError, T, CallKey<C>>,
  'queryKey' | 'queryFn'
>;

/** Reads a call through the shared cache; `null` as the request waits (nothing is sent). */
export function useCall<C extends CallDef, T = CallData<C>>(
  call: C,
  request?: CallRequest<C> | null,
  options: CallQueryOptions<C, T> = {},
): UseQueryResult<T, ApiError> {
  return useQuery<CallData<C>, ApiError, T, CallKey<C>>(
    {
      ...options,
      queryKey: callKey(call, request ?? undefined),
      queryFn: fetcher(call, request ?? undefined),
      meta: callMeta(call),
      enabled: request !== null && (options.enabled ?? true),
    },
    queryClient,
  );
}

export interface CallPages<C extends CallDef, P> {
  /** The request of the page after `cursor` (the first page has cursor null). */
  page(request: CallRequest<C>, cursor: P | null): CallRequest<C>;
  /** The cursor of the page after this one; null or undefined: this was the last. */
  next(answer: CallData<C>): P | null | undefined;
  /** Keep the pages of the previous request on screen while the new one loads. */
  keepPrevious?: boolean;
  staleTime?: number;
}

/** The key of a call's pages (useCallPages): under the call's own key, so invalidating the call reaches them. */
export function callPagesKey<C extends CallDef>(call: C, request?: CallRequest<C>): readonly [...CallKey<C>, 'pages'] {
  return [...callKey(call, request), 'pages'];
}

/** A call read page by page ("load more"); the pages live under the call's key, so invalidating the call refreshes them. */
export function useCallPages<C extends CallDef, P>(
  call: C,
  request: CallRequest<C> | null,
  pages: CallPages<C, P>,
): UseInfiniteQueryResult<InfiniteData<CallData<C>, P | null>, ApiError> {
  return useInfiniteQuery<CallData<C>, ApiError, InfiniteData<CallData<C>, P | null>, readonly unknown[], P | null>(
    {
      queryKey: callPagesKey(call, request ?? undefined),
      meta: callMeta(call),
      queryFn: ({ pageParam, signal }) =>
        portalClient.call(call, pages.page(request as CallRequest<C>, pageParam as P | null), { silent: true, signal }),
      initialPageParam: null,
      getNextPageParam: (last) => pages.next(last) ?? undefined,
      enabled: request !== null,
      ...(pages.keepPrevious ? { placeholderData: keepPreviousData } : {}),
      ...(pages.staleTime === undefined ? {} : { staleTime: pages.staleTime }),
    },
    queryClient,
  );
}

export interface CallWhole<C extends CallDef, Row> {
  /** The request of page `n` (1-based). */
  page(n: number): CallRequest<C>;
  rows(answer: CallData<C>): readonly Row[];
  /** How many rows there are in all, as the first page says. */
  count(answer: CallData<C>): number;
  /** Reading stops after this many pages, so a list that grew huge cannot keep the client reading. */
  maxPages: number;
}

export interface WholeList<Row> {
  rows: Row[];
  /** The count the server gave; more than `rows.length` only past `maxPages`. */
  count: number;
}

/** The key of a call read whole (useCallWhole): under the call's family, so invalidating the call reaches it. */
export function callWholeKey(call: CallDef): readonly ['call', string, 'whole'] {
  return [...callFamily(call), 'whole'];
}

/**
 * A paged call read to its end, page after page: for a list the client searches itself (the
 * palette's to-dos, found by pinyin), where a first page alone would hide the newest rows.
 */
export function useCallWhole<C extends CallDef, Row>(
  call: C,
  enabled: boolean,
  whole: CallWhole<C, Row>,
): UseQueryResult<WholeList<Row>, ApiError> {
  return useQuery<WholeList<Row>, ApiError, WholeList<Row>, readonly unknown[]>(
    {
      queryKey: callWholeKey(call),
      meta: callMeta(call),
      queryFn: async ({ signal }) => {
        const rows: Row[] = [];
        let count = 0;
        for (let n = 1; n <= whole.maxPages; n += 1) {
          const answer = await portalClient.call(call, whole.page(n), { silent: true, signal });
          const page = whole.rows(answer);
          rows.push(...page);
          count = whole.count(answer);
          if (page.length === 0 || rows.length >= count) break;
        }
        return { rows, count };
      },
      enabled,
    },
    queryClient,
  );
}

export type CallMutationOptions<C extends CallDef, Context = unknown> = Omit<
  UseMutationOptions<CallData<C>, ApiError, CallRequest<C>, Context>,
  'mutationFn'
> & {
  /** The caller shows the failure itself instead of the shared failure handler. */
  silent?: boolean;
};

/**
 * A call's declaration, or a loader of it: a page that must paint before zod arrives (the sign-in
 * page) names its calls by a dynamic import, fetched by the time anyone submits.
 */
export type CallSource<C extends CallDef> = C | (() => Promise<C>);

/** Sends a call that changes something; `onSuccess` invalidates what it changed. */
export function useCallMutation<C extends CallDef, Context = unknown>(
  call: CallSource<C>,
  { silent = false, ...options }: CallMutationOptions<C, Context> = {},
): UseMutationResult<CallData<C>, ApiError, CallRequest<C>, Context> {
  return useMutation<CallData<C>, ApiError, CallRequest<C>, Context>({ ...options, mutationFn: sender(call, silent) }, queryClient);
}

/** The same mutation from outside a component (actions, commands): one client, one mutation cache. */
export function mutateCall<C extends CallDef>(
  call: C,
  request: CallRequest<C>,
  options: CallMutationOptions<C> = {},
): Promise<CallData<C>> {
  const { silent = false, ...rest } = options;
  return new MutationObserver<CallData<C>, ApiError, CallRequest<C>>(queryClient, { ...rest, mutationFn: sender(call, silent) }).mutate(
    request,
  );
}

function sender<C extends CallDef>(call: CallSource<C>, silent: boolean) {
  return async (request: CallRequest<C>) => portalClient.call(typeof call === 'function' ? await call() : call, request, { silent });
}

/** Marks the cached answers of a call stale (all its requests, or one) and refetches those on screen. */
export function invalidateCall<C extends CallDef>(call: C, request?: CallRequest<C>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: request === undefined ? callFamily(call) : callKey(call, request) });
}
