import type { ComponentType } from 'react';
import { create } from 'zustand';

/**
 * Places in the layout that later features fill without editing the layout:
 *  - `assistant`: the floating AI assistant panel and its opener (sections.md §2). The assistant
 *    feature calls `useLayoutSlots.setState({ assistant: AssistantPanel })` at start-up; the layout
 *    renders it above the content, for users with the `aichat` permission only.
 */
interface LayoutSlots {
  assistant: ComponentType | null;
}

export const useLayoutSlots = create<LayoutSlots>(() => ({ assistant: null }));
