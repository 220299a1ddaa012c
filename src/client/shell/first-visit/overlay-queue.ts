import { useEffect } from 'react';
import { create } from 'zustand';

// One at a time, in this order: version notes → page-search guide → navigation tour → sign-in prompt (its rating opens from it).
export const OVERLAY_ORDER = ['version', 'searchGuide', 'tour', 'loginPrompt'] as const;
export type OverlayId = (typeof OVERLAY_ORDER)[number];

/**
 * First-visit tips are light popovers, not modals: while the person has a dialog or drawer open
 * (Radix marks the body `data-scroll-locked`), the tip steps aside instead of showing beside it, and
 * comes back when it closes. One overlay on screen at a time.
 */
export const HIDE_UNDER_MODAL = '[body[data-scroll-locked]_&]:hidden';

/** What an overlay wants now: its data is still loading, it has something to show, or nothing. */
export type OverlayWish = 'pending' | 'show' | 'none';
export type OverlayWishes = Partial<Record<OverlayId, OverlayWish>>;

/** What the queue is doing: an overlay's turn, waiting for an earlier one to make up its mind, or nothing to show. */
export type QueueState = OverlayId | 'pending' | 'idle';

/**
 * Whose turn it is: the overlay on screen keeps it until it no longer wants to show (no
 * interruption); otherwise the first in order that wants to, once every earlier one has decided.
 */
export function nextTurn(wishes: OverlayWishes, current: OverlayId | null): OverlayId | null {
  if (current && wishes[current] === 'show') return current;
  for (const id of OVERLAY_ORDER) {
    if (wishes[id] === 'pending') return null;
    if (wishes[id] === 'show') return id;
  }
  return null;
}

export function queueState(wishes: OverlayWishes, turn: OverlayId | null, held = false): QueueState {
  if (turn) return turn;
  if (held) return 'pending';
  return OVERLAY_ORDER.some((id) => wishes[id] === 'pending') ? 'pending' : 'idle';
}

interface OverlayQueue {
  wishes: OverlayWishes;
  turn: OverlayId | null;
  /** While held, no overlay gets a turn: the shell holds the queue until its first page has shown its content. */
  held: boolean;
  hold(held: boolean): void;
  /** Records an overlay's wish; undefined withdraws it (the overlay is gone, e.g. signed out). */
  wish(id: OverlayId, wish: OverlayWish | undefined): void;
}

// Decided after the current task: overlays mounted together all speak before anyone's turn.
const decideSoon = (set: (update: (state: OverlayQueue) => Partial<OverlayQueue>) => void) =>
  queueMicrotask(() => set((state) => ({ turn: state.held ? state.turn : nextTurn(state.wishes, state.turn) })));

export const useOverlayQueue = create<OverlayQueue>((set) => ({
  wishes: {},
  turn: null,
  held: false,
  hold: (held) => {
    set({ held });
    decideSoon(set);
  },
  wish: (id, wish) => {
    set((state) => {
      const wishes = { ...state.wishes };
      if (wish === undefined) delete wishes[id];
      else wishes[id] = wish;
      return { wishes };
    });
    decideSoon(set);
  },
}));

/** Tells the queue what this overlay wants and answers whether it may show now. */
export function useOverlayTurn(id: OverlayId, wish: OverlayWish): boolean {
  const record = useOverlayQueue((state) => state.wish);
  useEffect(() => record(id, wish), [record, id, wish]);
  useEffect(() => () => record(id, undefined), [record, id]);
  return useOverlayQueue((state) => state.turn === id);
}
