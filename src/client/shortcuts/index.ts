/** The shortcuts feature as other features see it: everything they may import. */
export { ariaKeyshortcuts, isApplePlatform } from './chord';
export { Kbd } from './kbd';
export { ShortcutSheet } from './shortcut-sheet';
export { useGlobalShortcuts } from './use-global-shortcuts';
