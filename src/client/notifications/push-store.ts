import { create } from 'zustand';
import type { PushState } from './push-client';

/** Connection state of the push stream (what a pushed message changes is refreshed in the query cache). */
export const usePush = create<{ state: PushState }>(() => ({ state: 'disconnected' }));
