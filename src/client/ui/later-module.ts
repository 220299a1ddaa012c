import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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
  /** Why it could not be loaded (a chunk the server no longer has, the network gone), else null. */
  failure(): Error | null;
  /** Called when it is first asked for and when it arrives. */
  subscribe(listener: () => void): () => void;
}

export function laterModule<M>(importer: () => Promise<M>): LaterModule<M> {
  let loading: Promise<M> | null = null;
  let module: M | null = null;
  let failure: Error | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    load() {
      if (!loading) {
        loading = importer().then(
          (arrived) => {
            module = arrived;
            notify();
            return arrived;
          },
          (error: unknown) => {
            failure = error instanceof Error ? error : new Error(String(error));
            notify();
            throw failure;
          },
        );
        notify();
      }
      return loading;
    },
    current: () => module,
    requested: () => loading !== null,
    failure: () => failure,
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

/**
 * The module, asked for when the component mounts: null until it arrives, and its failure thrown
 * to the nearest error boundary, as a failed `lazy()` would be.
 *
 * Why not `lazy()` and Suspense for the app's own layers (the app, the signed-in shell, the
 * palette host): React holds back a Suspense boundary's content until 300 ms after any boundary
 * last showed its fallback, so that nested content does not pop in piece by piece. Those layers
 * arrive one after another in the first second of every visit, and each fallback (even an empty
 * one) restarted that wait: the person's home page came some half a second after its data.
 * The arrival is rendered as a transition instead: at once, and in slices that leave the browser
 * free to answer input between them (a store update would render the whole app in one task).
 */
export function useArrivedModule<M>(later: LaterModule<M>): M | null {
  const [arrived, setArrived] = useState(later.current);
  const [failure, setFailure] = useState(later.failure);
  useEffect(() => {
    const take = () =>
      startTransition(() => {
        setArrived(later.current());
        setFailure(later.failure());
      });
    const stop = later.subscribe(take);
    // It may have arrived between the render and this effect.
    take();
    later.load().catch(() => undefined);
    return stop;
  }, [later]);
  if (failure) throw failure;
  return arrived;
}
