import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { laterModule } from './later-module';

type Sonner = typeof SonnerModule;

/** shell.md §9: at most 3 messages at once, each 3000 ms. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 3000;

/**
 * The app's toasts, with sonner loaded on the first toast or once the first page is idle — not
 * before the sign-in page paints. sonner replays the toasts raised before its Toaster subscribed,
 * so a toast raised while it loads still shows.
 */
export const sonnerModule = laterModule<Sonner>(() => import('sonner'));

export function loadToasts(): Promise<Sonner> {
  return sonnerModule.load();
}

export const toast = {
  success(message: string, options?: ExternalToast): void {
    void loadToasts().then((module) => module.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast): void {
    void loadToasts().then((module) => module.toast.error(message, options));
  },
  warning(message: string, options?: ExternalToast): void {
    void loadToasts().then((module) => module.toast.warning(message, options));
  },
  info(message: string, options?: ExternalToast): void {
    void loadToasts().then((module) => module.toast.info(message, options));
  },
};

/** Ends every toast on screen: a page's messages do not follow the user into the next one (sign-in → shell). */
export function clearToasts(): void {
  if (sonnerModule.requested()) void sonnerModule.load().then((module) => module.toast.dismiss());
}
