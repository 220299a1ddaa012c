import { Suspense, lazy } from 'react';
import { AssistantOpener } from './assistant-opener';
import { useAssistant } from './assistant-store';

/** The layout's assistant slot: the opener, and the panel (loaded when first opened). */
const AssistantPanel = lazy(() => import('./assistant-panel'));

export function AssistantRoot() {
  const open = useAssistant((state) => state.open);
  return (
    <>
      {!open && <AssistantOpener />}
      {open && (
        <Suspense fallback={null}>
          <AssistantPanel />
        </Suspense>
      )}
    </>
  );
}
