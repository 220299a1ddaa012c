import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { commandRegistry } from '../../../commands/index';
import type { MenuNode } from '../../shared/api/staff-calls';
import { customerQuery } from '../../shared/api/crm-calls';
import { QUICK_ACCESS_MAX, type QuickAccessEntry } from '../../shared/api/shell-calls';
import { staffSelect, type UserInfo } from '../../shared/api/staff-calls';
import { portalClient } from '../api/portal-client';
import { useSession } from '../auth/session-store';
import { useCommands } from '../commands/use-commands';
import { useQuickAccessEntries, useSaveQuickAccess } from '../shell/quick-access/quick-access-entries';
import { rankingSnapshot, useFrecency } from './frecency-store';
import { applyRanking, paletteIndexFor } from './palette-index';
import { usePalette } from './palette-store';
import type { PaletteServices } from './palette-types';
import { PaletteView } from './palette-view';

const NO_MENU: MenuNode[] = [];
const RESULT_LIMIT = 20;

/**
 * The palette wired to the app: the signed-in user's menu (its search keys built once per menu),
 * the commands of the registry, the person's server-stored ranking, and the API for `@` and `#`.
 * Mounted (closed) as soon as someone is signed in, so that the keys are ready before the first open.
 */
export default function PaletteDialog() {
  const { open, initialQuery, initialChoices, session, returnFocus, hide } = usePalette();
  const user = useSession((state) => state.user);
  const { ctx } = useCommands();
  const uses = useFrecency((state) => state.uses);
  const favourites = useFrecency((state) => state.favourites);
  const quickAccess = useQuickAccessEntries();
  const saveQuickAccess = useSaveQuickAccess({ silent: true });

  const staffId = user?.staffId ?? null;
  useEffect(() => {
    if (staffId === null) useFrecency.getState().clear();
    else void useFrecency.getState().load(staffId);
  }, [staffId]);
  useEffect(() => {
    // Opening re-reads the ranking, so uses made on another machine count here too.
    if (open && staffId !== null) void useFrecency.getState().load(staffId);
  }, [open, staffId]);

  const index = useMemo(() => paletteIndexFor(user?.userAuth ?? NO_MENU, commandRegistry.list(), ctx.permissions), [user, ctx.permissions]);
  const ranking = useMemo(() => rankingSnapshot(uses, favourites), [uses, favourites]);
  const services = useMemo<PaletteServices>(() => {
    // The index's searcher ranks with the person's frecency; hand it over whenever it changes.
    applyRanking(index, ranking);
    return {
      ctx,
      registry: commandRegistry,
      index,
      ranking,
      searchPeople: (keyword, signal) => portalClient.call(staffSelect, { query: { keyword, limit: RESULT_LIMIT } }, { silent: true, signal }),
      searchCustomers: async (keyword, signal) =>
        (await portalClient.call(customerQuery, { body: { keyword, pageSize: RESULT_LIMIT } }, { silent: true, signal })).rows,
      recordUse: (key) => useFrecency.getState().recordUse(key),
      resetRanking: (key) => useFrecency.getState().resetRanking(key),
      setFavourite: (key, favourite) => useFrecency.getState().setFavourite(key, favourite),
      pinToQuickAccess: (path) => pinToQuickAccess(user, path, quickAccess, saveQuickAccess),
      notify: (message, kind = 'success') => (kind === 'error' ? toast.error(message) : toast.success(message)),
    };
  }, [ctx, index, ranking, user, quickAccess, saveQuickAccess]);

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
