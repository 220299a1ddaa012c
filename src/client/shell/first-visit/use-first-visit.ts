import { useEffect } from 'react';
import { queueState, useOverlayQueue } from './overlay-queue';

/**
 * The shell's first minutes (the sign-in form already ended its own toasts): `<html data-first-visit>` names the overlay whose turn it is (`pending`, `idle`)
 * so a browser test can follow the sequence without guessing at timings.
 */
export function useFirstVisit(): void {
  useEffect(() => {
    const root = document.documentElement;
    const mark = ({ wishes, turn, held }: ReturnType<typeof useOverlayQueue.getState>) => {
      root.dataset.firstVisit = queueState(wishes, turn, held);
    };
    mark(useOverlayQueue.getState());
    const unsubscribe = useOverlayQueue.subscribe(mark);
    return () => {
      unsubscribe();
      delete root.dataset.firstVisit;
    };
  }, []);
}
