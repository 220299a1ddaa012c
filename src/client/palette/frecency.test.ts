import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { paletteRecordUse, paletteSetFavourite, paletteState } from '../../shared/api/palette-calls';
import { queryClient } from '../api/query-client';
import { callKey } from '../api/use-call';
import { rankingSnapshot } from './frecency';
import { usePaletteRanking } from './palette-ranking';

const DAY = 86_400_000;
const sent: unknown[] = [];
const server = mockApi(
  http.post(
    paletteRecordUse.path,
    async ({ request }) => (sent.push(await request.json()), ok({ key: 'page:/x', count: 1, lastUsedAt: '', score: 1 })),
  ),
);
beforeEach(() => {
  sent.length = 0;
});

describe('frecency ranking', () => {
  it('ranks recent uses by frequency × recency and keeps favourites in order', () => {
    const now = Date.UTC(2026, 5, 1);
    const snapshot = rankingSnapshot(
      new Map([
        ['page:/a', { count: 3, lastUsedAt: now - 14 * DAY }],
        ['page:/b', { count: 2, lastUsedAt: now }],
        ['cmd:x', { count: 1, lastUsedAt: now }],
      ]),
      ['cmd:y', 'page:/a'],
      now,
    );
    expect(snapshot.recent).toEqual(['page:/b', 'page:/a', 'cmd:x']);
    expect(snapshot.boostOf('page:/a')).toBeCloseTo(1.5);
    expect(snapshot.boostOf('page:/zzz')).toBe(0);
    expect(snapshot.favourites).toEqual(['cmd:y', 'page:/a']);
    expect(snapshot.hasUses('cmd:x')).toBe(true);
  });

  it('shows a use at once, sends it, and is not undone by a read that started before it', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(
        paletteState.path,
        () => new Promise((resolve) => (answer = () => resolve(ok({ usage: [], favourites: [], serverTime: '' })))),
      ),
    );
    const { result } = renderHook(() => usePaletteRanking(true));
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    act(() => result.current.recordUse('page:/x'));
    await vi.waitFor(() => expect(result.current.ranking.hasUses('page:/x')).toBe(true));
    await act(async () => answer?.());
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await vi.waitFor(() => expect(sent).toEqual([{ key: 'page:/x' }]));
    expect(queryClient.getQueryData(callKey(paletteState))).toMatchObject({ usage: [{ key: 'page:/x', count: 1 }] });
    await vi.waitFor(() => expect(result.current.ranking.recent).toEqual(['page:/x']));
  });

  it('puts a favourite back when the server refuses it', async () => {
    server.use(
      http.get(paletteState.path, () => ok({ usage: [], favourites: [{ key: 'cmd:y', createdAt: '' }], serverTime: '' })),
      http.post(paletteSetFavourite.path, () => HttpResponse.json({ code: 10000500, msg: 'offline', data: null })),
    );
    const { result } = renderHook(() => usePaletteRanking(true));
    await vi.waitFor(() => expect(result.current.ranking.favourites).toEqual(['cmd:y']));
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await result.current.setFavourite('page:/x', true);
    });
    expect(accepted).toBe(false);
    expect(result.current.ranking.favourites).toEqual(['cmd:y']);
  });
});
