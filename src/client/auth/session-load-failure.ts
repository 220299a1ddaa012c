import { isCancelledError } from '@tanstack/react-query';
import { toast } from '../ui/toast';
import { failureText } from '../api/failure-text';
import { useSession } from './session-store';
import { signOut } from './sign-out';

/** shell.md §4: "on failure show the error message for 2 seconds and sign out". */
export const GUARD_ERROR_TOAST_MS = 2000;

/**
 * The route guard could not load the signed-in user: show why for 2 s, then sign out.
 *
 * The sign-out waits in a timer, never in the failure's own promise callback: a reload aborts the
 * guard's requests as the page is being replaced, and a sign-out started right then reached the
 * server and revoked the session the reloaded page was about to use. A page being replaced runs
 * no more timers, so only a page that stays signs out.
 */
export function signOutAfterLoadFailure(error: unknown): void {
  // Cancelled: the session it was loading for already ended (or another began); nothing failed.
  if (isCancelledError(error)) return;
  // The fixed id keeps it to one toast when React ran the guard's effect twice.
  toast.error(failureText(error), { id: 'session-load-failed', duration: GUARD_ERROR_TOAST_MS });
  setTimeout(() => {
    // A lost session (refresh refused) has already signed out by itself meanwhile.
    if (useSession.getState().hasToken) void signOut();
  }, GUARD_ERROR_TOAST_MS);
}
