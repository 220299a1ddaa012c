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
 */
export interface AssistantSlotProps {
  mode: DeviceMode;
}

interface LayoutSlots {
  assistant: ComponentType<AssistantSlotProps> | null;
  assistantDock: number;
}

export const useLayoutSlots = create<LayoutSlots>(() => ({ assistant: null, assistantDock: 0 }));
