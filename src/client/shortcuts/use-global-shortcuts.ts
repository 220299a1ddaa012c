import { useEffect, useRef } from 'react';
import { commandRegistry, type Command } from '../../../commands/index';
import { useCommands } from '../commands';
import { usePalette } from '../palette';
import { isPlainChord, matchesChord, parseChord } from './chord';

/** Every chord of a command: its shortcut and its extra ones. */
export const chordsOf = (command: Command): string[][] => [
  ...(command.shortcut ? [command.shortcut] : []),
  ...(command.extraShortcuts ?? []),
];

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Another modal (a form dialog, a confirmation) owns the keyboard while it is open. */
const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;

/**
 * The one keyboard-shortcut system: built from the commands' `shortcut` field, so a command's
 * shortcut, palette entry and menu item always do the same thing. Shortcuts without Ctrl/⌘/Alt
 * (`/`, `?`) never fire while the person types in a field; nothing fires while an input method
 * composes, while the palette is open (it has its own keys) or while another dialog is open.
 */
export function useGlobalShortcuts(): void {
  const { ctx } = useCommands();
  const latest = useRef(ctx);
  useEffect(() => {
    latest.current = ctx;
  }, [ctx]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.keyCode === 229 || event.repeat) return;
      if (usePalette.getState().open || modalOpen()) return;
      const typing = isTyping(event.target);
      for (const command of commandRegistry.list(latest.current)) {
        for (const parts of chordsOf(command)) {
          const chord = parseChord(parts);
          if (!matchesChord(event, chord) || (typing && isPlainChord(chord))) continue;
          event.preventDefault();
          void commandRegistry.run(command.id, latest.current);
          return;
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
