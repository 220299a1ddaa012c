import type { PaletteItem, PaletteServices, SecondaryActionId } from './palette-types';
import type { Translate } from './palette-items';
import { TASK_MOVES, type TaskMove } from './todo-types';
import { isMailAction, MAIL_ACTION_ICONS, mailActionsOf, mailActionTitleKey } from './mail-actions';
import { canUseDevices, DEVICE_ACTION_ICONS, deviceActionsOf, isDeviceAction } from './device-actions';
import { isPeopleAdminAction, PEOPLE_ADMIN_ICONS, peopleAdminActionsOf } from './people-admin-actions';

const isMove = (action: SecondaryActionId): action is TaskMove => (TASK_MOVES as readonly string[]).includes(action);

const ICONS: Record<SecondaryActionId, string> = {
  open: 'CornerDownLeft',
  openInNewTab: 'ExternalLink',
  copyLink: 'Link',
  pinQuickAccess: 'Pin',
  favourite: 'Star',
  unfavourite: 'StarOff',
  resetRanking: 'RotateCcw',
  copyJobNumber: 'Copy',
  copyCode: 'Copy',
  agree: 'Check',
  reject: 'Undo2',
  transmit: 'Forward',
  comment: 'MessageSquare',
  ...MAIL_ACTION_ICONS,
  ...DEVICE_ACTION_ICONS,
  ...PEOPLE_ADMIN_ICONS,
};

const SHORTCUTS: Partial<Record<SecondaryActionId, string[]>> = { open: ['Enter'], openInNewTab: ['mod', 'Enter'] };

/** The action panel of an item (Ctrl/⌘+K or → on it): what else can be done with it. */
export function secondaryActionsOf(subject: PaletteItem, services: PaletteServices): SecondaryActionId[] {
  const target = subject.target;
  if (target.type === 'entry') {
    const entry = services.index.entries[target.index];
    if (!entry) return [];
    const favourite = services.ranking.favourites.includes(entry.key);
    const ranking: SecondaryActionId[] = [favourite ? 'unfavourite' : 'favourite'];
    if (services.ranking.hasUses(entry.key)) ranking.push('resetRanking');
    if (entry.kind === 'page') {
      return ['open', 'openInNewTab', 'copyLink', ...(services.pinToQuickAccess ? ['pinQuickAccess' as const] : []), ...ranking];
    }
    if (entry.kind === 'external') return ['open', 'copyLink', ...ranking];
    return ['open', ...ranking];
  }
  if (target.type === 'customer') return ['open', 'openInNewTab', 'copyCode', ...mailActionsOf(subject, services)];
  if (target.type === 'person')
    return [...mailActionsOf(subject, services), 'copyJobNumber', ...peopleAdminActionsOf(target.person, services)];
  if (target.type === 'device') return canUseDevices(services) ? deviceActionsOf(target.port) : [];
  if (target.type === 'task') return ['agree', 'reject', 'transmit', 'comment', 'open', 'openInNewTab'];
  return [];
}

export function secondaryItems(subject: PaletteItem, services: PaletteServices, t: Translate): PaletteItem[] {
  return secondaryActionsOf(subject, services).map((action) => ({
    value: `action:${action}`,
    kind: 'secondary',
    // A to-do's moves are worded by the workflow strings (同意, 驳回…); the rest by the palette's.
    title: t(
      isMove(action)
        ? `workflowPalette.moves.${action}Ellipsis`
        : isMailAction(action)
          ? mailActionTitleKey(action)
          : isDeviceAction(action)
            ? `palette.device.actions.${action}`
            : isPeopleAdminAction(action)
              ? `palette.peopleAdmin.actions.${action}`
              : `palette.actions.${action}`,
    ),
    icon: ICONS[action],
    shortcut: SHORTCUTS[action],
    target: { type: 'secondary', action, subject },
  }));
}
