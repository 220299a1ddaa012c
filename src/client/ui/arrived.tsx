import type { ReactNode } from 'react';
import { useArrivedModule, type LaterModule } from './later-module';

/** A layer of the app once its module has arrived, the fallback until then (not Suspense: see useArrivedModule). */
export function Arrived<M>({
  module,
  render,
  fallback = null,
}: {
  module: LaterModule<M>;
  render(module: M): ReactNode;
  fallback?: ReactNode;
}) {
  const arrived = useArrivedModule(module);
  return arrived ? render(arrived) : fallback;
}
