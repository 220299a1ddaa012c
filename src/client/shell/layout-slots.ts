import type { ComponentType } from 'react';
import { create } from 'zustand';
import type { DeviceMode } from './device-mode';

/**
 * Places in the layout that later features fill without editing the layout:
 *  - `assistant`: the floating AI assistant panel and its opener (sections.md §2). The assistant
 *    feature calls `useLayoutSlots.setState({ assistant: AssistantRoot })` at start-up; the layout
 *    renders it above the content, for users with the `aichat` permission only, and tells it the
 *    device mode (on phones it is full screen).
 *  - `assistantDock`: the width (px) the assistant, docked beside the page, takes from the right
 *    of the content; the layout narrows the tab bar and the page by it, so nothing is covered.
 *  - `scrollbar`: the width (px) of the page's vertical scrollbar gutter (0 with overlay scrollbars).
 *  - `promptDock`: the height (px) a card floating at the bottom of the window (the sign-in prompt)
 *    takes from there; the page area adds it below its content, so whatever the card lies over can
 *    be scrolled clear of it.
 */
export interface AssistantSlotProps {
  mode: DeviceMode;
}

interface LayoutSlots {
  assistant: ComponentType<AssistantSlotProps> | null;
  assistantDock: number;
  scrollbar: number;
  promptDock: number;
}

export const useLayoutSlots = create<LayoutSlots>(() => ({ assistant: null, assistantDock: 0, scrollbar: 0, promptDock: 0 }));

/** How far from the window's right edge the edge tabs rest: left of a docked assistant and of the page's scrollbar. */
export function useEdgeInset(): number {
  return useLayoutSlots((slots) => slots.assistantDock + slots.scrollbar);
}

/**
 * Ref callback for the page scroller: records its reserved scrollbar gutter (classic scrollbars on
 * Windows and Linux desktops; 0 with overlay scrollbars), again after a resize or zoom.
 */
export function watchScrollbar(scroller: HTMLElement): () => void {
  const measure = () => {
    const width = Math.max(0, scroller.offsetWidth - scroller.clientWidth);
    if (useLayoutSlots.getState().scrollbar !== width) useLayoutSlots.setState({ scrollbar: width });
  };
  // The observer reports after the browser's own layout (a gutter that changes width changes the
  // content box); measuring in the commit would force a layout of the whole page there.
  if (typeof ResizeObserver !== 'undefined') {
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }
  measure();
  window.addEventListener('resize', measure);
  return () => window.removeEventListener('resize', measure);
}
