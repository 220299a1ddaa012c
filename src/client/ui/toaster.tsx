import { Toaster as Sonner, toast } from 'sonner';

/** shell.md §9: at most 3 messages at once, each 3000 ms. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 3000;

/** Ends every toast on screen: a page's messages do not follow the user into the next one (sign-in → shell). */
export function clearToasts(): void {
  toast.dismiss();
}

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
