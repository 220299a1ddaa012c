import { beforeEach, describe, expect, it } from 'vitest';
import { nextTurn, queueState, useOverlayQueue } from './overlay-queue';

/** The turn once the wishes of this task are in. */
async function turnAfterTask() {
  await Promise.resolve();
  return useOverlayQueue.getState().turn;
}

describe('first-visit overlay queue', () => {
  beforeEach(() => useOverlayQueue.setState({ wishes: {}, turn: null, held: false }));

  it('gives the turn to the first overlay in order that wants to show', () => {
    expect(nextTurn({ loginPrompt: 'show', searchGuide: 'show', version: 'show' }, null)).toBe('version');
    expect(nextTurn({ version: 'none', loginPrompt: 'show', searchGuide: 'show' }, null)).toBe('searchGuide');
    expect(nextTurn({ version: 'none', searchGuide: 'none', tour: 'none', loginPrompt: 'show' }, null)).toBe('loginPrompt');
    expect(nextTurn({ version: 'none', loginPrompt: 'none' }, null)).toBeNull();
  });

  it('waits while an earlier overlay is still loading, but not for a later one', () => {
    expect(nextTurn({ version: 'pending', loginPrompt: 'show' }, null)).toBeNull();
    expect(nextTurn({ version: 'show', loginPrompt: 'pending' }, null)).toBe('version');
    expect(queueState({ version: 'pending', loginPrompt: 'show' }, null)).toBe('pending');
    expect(queueState({ version: 'none', loginPrompt: 'none' }, null)).toBe('idle');
    expect(queueState({ version: 'show' }, 'version')).toBe('version');
  });

  it('never interrupts the overlay on screen for an earlier one', () => {
    expect(nextTurn({ tour: 'show', loginPrompt: 'show' }, 'loginPrompt')).toBe('loginPrompt');
    expect(nextTurn({ tour: 'show', loginPrompt: 'none' }, 'loginPrompt')).toBe('tour');
  });

  it('shows one overlay at a time, the next after the previous is dismissed', async () => {
    const { wish } = useOverlayQueue.getState();
    // Mounted together, the later prompt speaks first: it still waits for the version notice.
    wish('loginPrompt', 'show');
    wish('version', 'show');
    wish('searchGuide', 'show');
    expect(await turnAfterTask()).toBe('version');
    wish('version', 'none');
    expect(await turnAfterTask()).toBe('searchGuide');
    wish('searchGuide', 'none');
    expect(await turnAfterTask()).toBe('loginPrompt');
    wish('loginPrompt', 'none');
    expect(await turnAfterTask()).toBeNull();
  });

  it('forgets an overlay that is gone (sign-out), so it blocks nobody', async () => {
    const { wish } = useOverlayQueue.getState();
    wish('version', 'pending');
    wish('loginPrompt', 'show');
    expect(await turnAfterTask()).toBeNull();
    wish('version', undefined);
    expect(await turnAfterTask()).toBe('loginPrompt');
    expect(useOverlayQueue.getState().wishes).toEqual({ loginPrompt: 'show' });
  });

  it('gives no turn while the shell holds the queue, and the first in order once it lets go', async () => {
    const { wish, hold } = useOverlayQueue.getState();
    hold(true);
    wish('loginPrompt', 'show');
    wish('version', 'show');
    expect(await turnAfterTask()).toBeNull();
    expect(queueState(useOverlayQueue.getState().wishes, null, true)).toBe('pending');
    hold(false);
    expect(await turnAfterTask()).toBe('version');
  });
});
