import { useSyncExternalStore } from 'react';

/**
 * A module a page can paint without, fetched on first need (or once idle), whose arrival React
 * code can watch: sonner behind the toasts, the server's message catalogue behind form errors.
 */
export interface LaterModule<M> {
  load(): Promise<M>;
  /** The module once it arrived, else null. */
  current(): M | null;
  /** Whether anyone has asked for it yet. */
  requested(): boolean;
  /** Called when it is first asked for and when it arrives. */
  subscribe(listener: () => void): () => void;
}

export function laterModule<M>(importer: () => Promise<M>): LaterModule<M> {
  let loading: Promise<M> | null = null;
  let module: M | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    load() {
      if (!loading) {
        loading = importer().then((arrived) => {
          module = arrived;
          notify();
          return arrived;
        });
        notify();
      }
      return loading;
    },
    current: () => module,
    requested: () => loading !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module once it arrived (re-rendering then), else null. */
export function useLaterModule<M>(later: LaterModule<M>): M | null {
  return useSyncExternalStore(later.subscribe, later.current, later.current);
}

/** Whether the module has been asked for (re-rendering then). */
export function useLaterModuleRequested(later: LaterModule<unknown>): boolean {
  return useSyncExternalStore(later.subscribe, later.requested, () => false);
}
