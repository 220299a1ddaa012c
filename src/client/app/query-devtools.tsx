import { lazy, Suspense } from 'react';

// Development only: the production build replaces import.meta.env.DEV with false and drops the import
// (query-devtools.test.ts builds the client to prove it).
const Devtools = import.meta.env.DEV
  ? lazy(() => import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })))
  : null;

/** TanStack Query's devtools (the query cache, its keys and fetches) while developing. */
export function QueryDevtools() {
  if (!Devtools) return null;
  return (
    <Suspense fallback={null}>
      <Devtools buttonPosition="bottom-left" />
    </Suspense>
  );
}
