/** The palette feature as other features see it: everything they may import. */
export { paletteActions } from './palette-actions';
export { usePalette } from './palette-store';
export { PaletteTrigger } from './palette-trigger';
export { useShortcutSheet } from './shortcut-sheet-store';
