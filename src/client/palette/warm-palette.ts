import { useEffect, useState } from 'react';
import { whenIdle } from '../ui/when-idle';

/** How long after the page shows its content the palette warms up on its own. */
export const WARM_AFTER_MS = 6000;

/** The trigger in the header carries this attribute: pointing at it or focusing it is intent. */
export const PALETTE_TRIGGER_ATTRIBUTE = 'data-palette-trigger';

const headsForPalette = (event: Event): boolean => {
  if (event instanceof KeyboardEvent) return event.ctrlKey || event.metaKey || event.key === 'Control' || event.key === 'Meta';
  return event.target instanceof Element && event.target.closest(`[${PALETTE_TRIGGER_ATTRIBUTE}]`) !== null;
};

const INTENT_EVENTS = ['keydown', 'pointerover', 'focusin'] as const;

/**
 * Whether to load the palette and build its search keys (its chunk, pinyin, the index: some 60 ms
 * of work on a slow machine). Not while the page is starting, where it would delay the person's
 * first clicks; from the first sign the person heads for it (Ctrl or ⌘ pressed, the trigger pointed
 * at or focused), or once they have been on the page a while and the browser is idle. Opening the
 * palette loads it in any case.
 */
export function useWarmWhenWanted(ready: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!ready || wanted) return;
    let live = true;
    const want = () => live && setWanted(true);
    const onIntent = (event: Event) => headsForPalette(event) && want();
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
    const timer = window.setTimeout(() => whenIdle(want), WARM_AFTER_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
    };
  }, [ready, wanted]);
  return wanted;
}
