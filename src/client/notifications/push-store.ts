import { create } from 'zustand';
import type { PushState } from './push-client';

/** Connection state of the push stream, and a counter that bumps on every pushed message. */
export const usePush = create<{ state: PushState; received: number }>(() => ({ state: 'disconnected', received: 0 }));
