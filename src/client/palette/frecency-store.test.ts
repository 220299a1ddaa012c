import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalClient } from '../api/portal-client';
import { rankingSnapshot, useFrecency } from './frecency-store';

afterEach(() => {
  vi.restoreAllMocks();
  useFrecency.getState().clear();
});

const DAY = 86_400_000;

describe('frecency store', () => {
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

  it('shows a use at once, sends it, and is not undone by a load that started before it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const call = vi.spyOn(portalClient, 'call').mockImplementation((def) =>
      def.id === 'palette.state' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({}),
    );
    const loading = useFrecency.getState().load(7);
    useFrecency.getState().recordUse('page:/x');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'palette.recordUse' }), { body: { key: 'page:/x' } }, { silent: true });
    answer({ usage: [], favourites: [], serverTime: new Date().toISOString() });
    await loading;
    expect(useFrecency.getState().uses.get('page:/x')?.count).toBe(1);
  });

  it('puts a favourite back when the server refuses it', async () => {
    vi.spyOn(portalClient, 'call').mockRejectedValue(new Error('offline'));
    expect(await useFrecency.getState().setFavourite('page:/x', true)).toBe(false);
    expect(useFrecency.getState().favourites).toEqual([]);
  });
});
