import { Toaster as Sonner } from 'sonner';

/** shell.md §9: at most 3 messages at once, each 3000 ms. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 3000;

export function Toaster() {
  return (
    <Sonner
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      // Above dialogs' overlay (z 3000) so a toast raised from a dialog stays visible.
      style={{ zIndex: 3100 }}
    />
  );
}
