import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toast';

/** sonner's Toaster as shell.md §9 sets it; loaded with sonner itself (ui/toast.ts). */
export default function SonnerToaster() {
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
