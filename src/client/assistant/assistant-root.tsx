import { Suspense, lazy } from 'react';
import type { AssistantSlotProps } from '../shell';
import { AssistantOpener } from './assistant-opener';
import { useAssistant } from './assistant-store';

/** The layout's assistant slot: the opener, and the panel (loaded when first opened). */
const AssistantPanel = lazy(() => import('./assistant-panel'));

export function AssistantRoot({ mode }: AssistantSlotProps) {
  const open = useAssistant((state) => state.open);
  return (
    <>
      {!open && <AssistantOpener />}
      {open && (
        <Suspense fallback={null}>
          <AssistantPanel mode={mode} />
        </Suspense>
      )}
    </>
  );
}
