import { useCallback, useMemo } from 'react';
import { paletteRecordUse, paletteResetItem, paletteSetFavourite, paletteState } from '../../shared/api/palette-calls';
import type { CallData } from '../../shared/api/define-call';
import { queryClient } from '../api/query-client';
import { callQuery, useCall, useCallMutation } from '../api/use-call';
import { EMPTY_RANKING, rankingSnapshot, type RankingSnapshot } from './frecency';

type PaletteState = CallData<typeof paletteState>;
const stateKey = callQuery(paletteState).queryKey;
const EMPTY_STATE: PaletteState = { usage: [], favourites: [], serverTime: '' };

/**
 * A local change shows at once: a read under way is cancelled first, so an answer that left the
 * server before the change cannot undo it. The next read reconciles.
 */
async function changeLocally(change: (state: PaletteState) => PaletteState): Promise<PaletteState | undefined> {
  await queryClient.cancelQueries({ queryKey: stateKey });
  const before = queryClient.getQueryData(stateKey);
  queryClient.setQueryData(stateKey, change(before ?? EMPTY_STATE));
  return before;
}

function snapshotOf(state: PaletteState | undefined): RankingSnapshot {
  if (!state) return EMPTY_RANKING;
  const uses = new Map(state.usage.map((entry) => [entry.key, { count: entry.count, lastUsedAt: Date.parse(entry.lastUsedAt) }]));
  return rankingSnapshot(
    uses,
    state.favourites.map((entry) => entry.key),
  );
}

export interface PaletteRanking {
  ranking: RankingSnapshot;
  recordUse(key: string): void;
  resetRanking(key: string): void;
  /** Resolves false when the server refused it (the favourite is then put back). */
  setFavourite(key: string, favourite: boolean): Promise<boolean>;
}

/**
 * The signed-in person's palette ranking, as stored on the server (so it follows them to any
 * machine). Changes show at once and are sent in the background. Ranking is a convenience: without
 * it (signed out, or the read failed) the palette still finds everything.
 */
export function usePaletteRanking(signedIn: boolean): PaletteRanking {
  const state = useCall(paletteState, undefined, { enabled: signedIn }).data;
  const ranking = useMemo(() => snapshotOf(state), [state]);
  const record = useCallMutation(paletteRecordUse, {
    silent: true,
    onMutate: ({ body: { key } }) =>
      changeLocally((current) => {
        const before = current.usage.find((entry) => entry.key === key);
        const use = { key, count: (before?.count ?? 0) + 1, lastUsedAt: new Date().toISOString(), score: before?.score ?? 0 };
        return { ...current, usage: [use, ...current.usage.filter((entry) => entry.key !== key)] };
      }),
  });
  const reset = useCallMutation(paletteResetItem, {
    silent: true,
    onMutate: ({ body: { key } }) =>
      changeLocally((current) => ({ ...current, usage: current.usage.filter((entry) => entry.key !== key) })),
  });
  const favourite = useCallMutation(paletteSetFavourite, {
    silent: true,
    onMutate: async ({ body: { key, favourite: on } }) => {
      const before = await changeLocally((current) => {
        const others = current.favourites.filter((entry) => entry.key !== key);
        return { ...current, favourites: on ? [...others, { key, createdAt: new Date().toISOString() }] : others };
      });
      return before?.favourites;
    },
    onError: (_error, _request, favourites) => {
      const current = queryClient.getQueryData(stateKey);
      if (current) queryClient.setQueryData(stateKey, { ...current, favourites: favourites ?? [] });
    },
  });
  // Stable functions: the palette's services (and its ranked index) are rebuilt when they change.
  const { mutate: sendUse } = record;
  const { mutate: sendReset } = reset;
  const { mutateAsync: sendFavourite } = favourite;
  return {
    ranking,
    recordUse: useCallback((key: string) => sendUse({ body: { key } }), [sendUse]),
    resetRanking: useCallback((key: string) => sendReset({ body: { key } }), [sendReset]),
    setFavourite: useCallback(
      (key: string, on: boolean) =>
        sendFavourite({ body: { key, favourite: on } }).then(
          () => true,
          () => false,
        ),
      [sendFavourite],
    ),
  };
}
