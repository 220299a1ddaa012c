import { create } from 'zustand';

/**
 * Whether the command palette is open, and with what query. Anything may open it (the header's
 * search button, Ctrl/⌘+K, the home page); the palette itself renders from this state.
 */
interface PaletteState {
  open: boolean;
  /** Text the palette starts with, e.g. "?" to go straight to the assistant. */
  initialQuery: string;
  /** A command whose choices the palette opens on (switch language → 中文 / English). */
  initialChoices: string | null;
  /** Bumped on every show, so that showing again while open starts afresh. */
  session: number;
  /** Where focus was when the palette opened; it goes back there on close. */
  returnFocus: HTMLElement | null;
  show(initialQuery?: string): void;
  showChoices(commandId: string): void;
  hide(): void;
}

export const usePalette = create<PaletteState>((set) => ({
  open: false,
  initialQuery: '',
  initialChoices: null,
  session: 0,
  returnFocus: null,
  show: (initialQuery = '') =>
    set((state) => ({ open: true, initialQuery, initialChoices: null, session: state.session + 1, returnFocus: focusToReturn(state) })),
  showChoices: (commandId) =>
    set((state) => ({
      open: true,
      initialQuery: '',
      initialChoices: commandId,
      session: state.session + 1,
      returnFocus: focusToReturn(state),
    })),
  hide: () => set({ open: false, initialQuery: '', initialChoices: null }),
}));

/** The element focused before opening (kept when the palette is re-shown while already open). */
function focusToReturn(state: PaletteState): HTMLElement | null {
  if (state.open) return state.returnFocus;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
