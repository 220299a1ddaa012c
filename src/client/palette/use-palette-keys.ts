import type { KeyboardEvent } from 'react';
import { isApplePlatform } from '../shortcuts';
import type { PerformHow } from './perform-item';
import type { PaletteController } from './use-palette-controller';

const PAGE_STEP = 8;

export interface KeyActions {
  run(option: number, how: PerformHow): void;
  openActions(option: number): void;
}

/**
 * cmdk's keyboard model, over the whole (virtualised) result list instead of the rows in the DOM:
 * ↑/↓ (Ctrl+N/J, Ctrl+P), Alt+↑/↓ to the next group, Home/End and ⌘↑/⌘↓ to the ends, Enter to run.
 * Added: PageUp/PageDown, Ctrl/⌘+Enter for a new browser tab, Ctrl/⌘+K or → for the action panel,
 * Backspace on an empty box to go back. While an input method composes, no key is handled.
 */
export function handlePaletteKey(event: KeyboardEvent<HTMLInputElement>, c: PaletteController, actions: KeyActions): void {
  const native = event.nativeEvent;
  if (c.composing.current || native.isComposing || native.keyCode === 229) return;
  const mod = isApplePlatform() ? event.metaKey : event.ctrlKey;
  const last = c.flat.optionCount - 1;
  const current = Math.max(c.active, 0);
  let target: number | null = null;

  switch (event.key) {
    case 'ArrowDown':
      target = event.metaKey ? last : event.altKey ? c.flat.sectionStep(current, 1) : c.active + 1;
      break;
    case 'ArrowUp':
      target = event.metaKey ? 0 : event.altKey ? c.flat.sectionStep(current, -1) : c.active - 1;
      break;
    case 'Home':
      target = 0;
      break;
    case 'End':
      target = last;
      break;
    case 'PageDown':
      target = c.active + PAGE_STEP;
      break;
    case 'PageUp':
      target = c.active - PAGE_STEP;
      break;
    case 'n':
    case 'j':
      if (event.ctrlKey && !event.metaKey) target = c.active + 1;
      break;
    case 'p':
      if (event.ctrlKey && !event.metaKey) target = c.active - 1;
      break;
    case 'Enter':
      event.preventDefault();
      if (c.active >= 0) actions.run(c.active, mod ? 'newTab' : 'enter');
      return;
    case 'k':
    case 'K':
      if (mod) {
        event.preventDefault();
        if (c.active >= 0) actions.openActions(c.active);
      }
      return;
    case 'ArrowRight': {
      const input = event.currentTarget;
      const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
      if (atEnd && c.active >= 0) {
        event.preventDefault();
        actions.openActions(c.active);
      }
      return;
    }
    case 'Backspace':
      if (event.currentTarget.value === '' && c.back()) event.preventDefault();
      return;
    default:
      return;
  }
  if (target === null || last < 0) return;
  event.preventDefault();
  c.select(Math.max(0, Math.min(target, last)), true);
}
