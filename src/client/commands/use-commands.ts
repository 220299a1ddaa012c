import { useCallback, useMemo } from 'react';
import { commandRegistry, type CommandContext } from '../../../commands/index';
import { useChangePasswordDialog, permissionsOf, useSession, useSessionUser, signOut } from '../auth';
import { setLanguage, useLanguage } from '../i18n/i18n';
import { navigateTo, useCurrentPath } from '../routes/navigation';
import { useShellActionsHere } from '../shell';
import { paletteActions } from '../palette';
import { assistantActions } from '../assistant';

/** The context commands run in, built from the current route, session and language. */
export function useCommandContext(): CommandContext {
  const currentPath = useCurrentPath();
  const { language } = useLanguage();
  const hasToken = useSession((state) => state.hasToken);
  const user = useSessionUser();
  const openChangePassword = useChangePasswordDialog((state) => state.show);
  const shell = useShellActionsHere();
  return useMemo(
    () => ({
      navigate: (to: string) => navigateTo(to),
      currentPath,
      signedIn: hasToken,
      permissions: permissionsOf(user),
      language,
      setLanguage,
      signOut: () => signOut(),
      openChangePassword,
      palette: paletteActions,
      ...(shell ? { shell } : {}),
      // The assistant only for people with its permission (sections.md §6).
      ...(user?.permissions.includes('aichat') ? { assistant: assistantActions } : {}),
    }),
    [currentPath, hasToken, user, language, openChangePassword, shell],
  );
}

/** `run(id)` for components: the header and the language switch call commands, never the effects. */
export function useCommands() {
  const ctx = useCommandContext();
  const run = useCallback((id: string) => commandRegistry.run(id, ctx), [ctx]);
  const isAvailable = useCallback(
    (id: string) => {
      const command = commandRegistry.get(id);
      return command ? commandRegistry.isAvailable(command, ctx) : false;
    },
    [ctx],
  );
  return { run, isAvailable, ctx };
}
