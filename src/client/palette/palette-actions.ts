import type { PaletteActions } from '../../../commands/index';
import { useShortcutSheet } from './shortcut-sheet-store';
import { usePalette } from './palette-store';

/** The palette capability of the command context (`ctx.palette`). */
export const paletteActions: PaletteActions = {
  open: (query) => {
    useShortcutSheet.getState().hide();
    usePalette.getState().show(query);
  },
  openChoices: (commandId) => {
    useShortcutSheet.getState().hide();
    usePalette.getState().showChoices(commandId);
  },
  isOpen: () => usePalette.getState().open,
  showShortcuts: () => {
    usePalette.getState().hide();
    useShortcutSheet.getState().show();
  },
};
