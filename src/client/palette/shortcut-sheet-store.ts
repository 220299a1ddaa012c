import { create } from 'zustand';

/** Whether the keyboard-shortcut cheat sheet is open (the `?` key, or its palette command). */
export const useShortcutSheet = create<{ open: boolean; show(): void; hide(): void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
