import { toast } from '../ui/toast';
import { createFailureHandler } from '../api/failure-handler';
import { translateFailure } from '../api/failure-text';
import { clientHooks } from '../api/portal-client';
import { queryClient } from '../api/query-client';
import type { signOut as SignOut } from '../auth/sign-out';
import { i18n } from '../i18n/i18n';
import { currentPath, navigateTo } from '../routes/navigation';
import { openDialog } from '../ui/dialog-store';
import { whenIdle } from '../ui/when-idle';

/** Sign-out (and the calls it sends) loads when a session ends; the sign-in page paints without it. */
function signOut(options: Parameters<typeof SignOut>[0]): Promise<void> {
  return import('../auth/sign-out').then((module) => module.signOut(options));
}

/**
 * Attaches the app's reactions to the shared API client (shell.md §8): toasts, dialogs, the
 * no-mailbox page, and sign-out when the session is gone. Called once from main.tsx.
 */
export function connectClient(): void {
  clientHooks.onFailure = createFailureHandler({
    t: translateFailure,
    currentPath,
    toast: (level, message) => (level === 'success' ? toast.success(message) : toast.error(message)),
    openDialog,
    navigate: (to) => navigateTo(to),
    signOut: (referer) => void signOut({ referer }),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  // The refresh failed: the client already cleared the tokens; the server has nothing to revoke.
  clientHooks.onSessionLost = () => void signOut({ callServer: false });
  // Answers come in the request's language (articles, messages, type names): read them again.
  i18n.on('languageChanged', () => void queryClient.invalidateQueries());
  // The refresh and repeat-check declarations load on first use; fetched once idle, that first use
  // (a form's first save) does not wait for a round trip.
  whenIdle(() => void import('../api/session-calls'));
}
