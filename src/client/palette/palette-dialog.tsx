import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { commandRegistry } from '../../../commands/index';
import { paletteState } from '../../shared/api/palette-calls';
import { QUICK_ACCESS_MAX, type QuickAccessEntry } from '../../shared/api/shell-calls';
import type { MenuNode, UserInfo } from '../../shared/api/staff-calls';
import { invalidateCall } from '../api/use-call';
import { useSessionUser } from '../auth';
import { useCommands } from '../commands';
import { useQuickAccessEntries, useSaveQuickAccess } from '../shell';
import { applyRanking, paletteIndexFor } from './palette-index';
import { usePaletteRanking } from './palette-ranking';
import { paletteSearches } from './palette-searches';
import { serverDevices } from './device-actions';
import { serverPeopleAdmin } from './people-admin-actions';
import { usePalette } from './palette-store';
import type { PaletteServices } from './palette-types';
import { PaletteView } from './palette-view';
import type { Translate } from './palette-items';
import { useWorkflowServices } from './workflow-services';

const NO_MENU: MenuNode[] = [];

/**
 * The palette wired to the app: the signed-in user's menu (its search keys built once per menu),
 * the commands of the registry, the person's server-stored ranking, and the API for `@` and `#`.
 * Mounted (closed) as soon as someone is signed in, so that the keys are ready before the first open.
 */
export default function PaletteDialog() {
  const { open, initialQuery, initialChoices, session, returnFocus, hide } = usePalette();
  const user = useSessionUser();
  const { ctx } = useCommands();
  const { ranking, recordUse, resetRanking, setFavourite } = usePaletteRanking(user !== null);
  const quickAccess = useQuickAccessEntries();
  const saveQuickAccess = useSaveQuickAccess({ silent: true });
  const { t } = useTranslation();
  const workflow = useWorkflowServices(user !== null, ctx.permissions, t as unknown as Translate);

  useEffect(() => {
    // Opening re-reads the ranking, so uses made on another machine count here too.
    if (open) void invalidateCall(paletteState);
  }, [open]);

  const index = useMemo(() => paletteIndexFor(user?.userAuth ?? NO_MENU, commandRegistry.list(), ctx.permissions), [user, ctx.permissions]);
  const services = useMemo<PaletteServices>(() => {
    // The index's searcher ranks with the person's frecency; hand it over whenever it changes.
    applyRanking(index, ranking);
    return {
      ctx,
      registry: commandRegistry,
      index,
      ranking,
      ...paletteSearches,
      recordUse,
      resetRanking,
      setFavourite,
      pinToQuickAccess: (path) => pinToQuickAccess(user, path, quickAccess, saveQuickAccess),
      notify: (message, kind = 'success') => (kind === 'error' ? toast.error(message) : toast.success(message)),
      workflow,
      devices: serverDevices,
      peopleAdmin: serverPeopleAdmin,
    };
  }, [ctx, index, ranking, user, quickAccess, saveQuickAccess, recordUse, resetRanking, setFavourite, workflow]);

  return (
    <PaletteView
      open={open}
      onClose={hide}
      services={services}
      start={{ query: initialQuery, choices: initialChoices }}
      session={session}
      returnFocus={returnFocus}
    />
  );
}

/** Appends a page to the shell's quick-access bar (the same save and cached list the bar uses). */
async function pinToQuickAccess(
  user: UserInfo | null,
  path: string,
  entries: readonly QuickAccessEntry[],
  save: (resourceIds: number[]) => Promise<unknown>,
): Promise<'pinned' | 'already' | 'full'> {
  const resource = user?.resource.find((entry) => entry.router === path);
  if (!resource) throw new Error(`no menu resource for ${path}`);
  if (entries.some((entry) => entry.resourceId === resource.id)) return 'already';
  if (entries.length >= QUICK_ACCESS_MAX) return 'full';
  await save([...entries.map((entry) => entry.resourceId), resource.id]);
  return 'pinned';
}
