import { create } from 'zustand';

/**
 * Whether the command palette is open, and with what query. Anything may open it (the header's
 * search button, Ctrl/⌘+K, the home page); the palette itself renders from this state.
 */
interface PaletteState {
  open: boolean;
  /** Text the palette starts with, e.g. "?" to go straight to the assistant. */
  initialQuery: string;
  show(initialQuery?: string): void;
  hide(): void;
}

export const usePalette = create<PaletteState>((set) => ({
  open: false,
  initialQuery: '',
  show: (initialQuery = '') => set({ open: true, initialQuery }),
  hide: () => set({ open: false, initialQuery: '' }),
}));
