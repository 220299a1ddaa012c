import type { PaletteItem, PaletteServices, SecondaryActionId } from './palette-types';
import type { Translate } from './palette-items';

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
  if (target.type === 'customer') return ['open', 'openInNewTab', 'copyCode'];
  if (target.type === 'person') return ['copyJobNumber'];
  return [];
}

export function secondaryItems(subject: PaletteItem, services: PaletteServices, t: Translate): PaletteItem[] {
  return secondaryActionsOf(subject, services).map((action) => ({
    value: `action:${action}`,
    kind: 'secondary',
    title: t(`palette.actions.${action}`),
    icon: ICONS[action],
    shortcut: SHORTCUTS[action],
    target: { type: 'secondary', action, subject },
  }));
}
