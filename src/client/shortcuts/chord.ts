/**
 * Key chords of the commands' `shortcut` field: ['mod', 'shift', 'L'], ['alt', 'H'], ['?'].
 * `mod` is ⌘ on Apple systems and Ctrl elsewhere. Letters and digits are compared by key
 * position (event.code), so Alt+A still matches on a Mac where it types "å"; any other key by
 * the character it produces ('?', '/').
 */
export interface Chord {
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
  key: string;
}

let apple: boolean | undefined;
/** Apple keyboards say ⌘ where others say Ctrl (asked once: the platform does not change). */
export const isApplePlatform = (): boolean =>
  (apple ??= typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent));

export function parseChord(parts: readonly string[], apple = isApplePlatform()): Chord {
  const chord: Chord = { ctrl: false, meta: false, alt: false, shift: false, key: '' };
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (lower === 'mod') chord[apple ? 'meta' : 'ctrl'] = true;
    else if (lower === 'ctrl' || lower === 'control') chord.ctrl = true;
    else if (lower === 'meta' || lower === 'cmd') chord.meta = true;
    else if (lower === 'alt' || lower === 'option') chord.alt = true;
    else if (lower === 'shift') chord.shift = true;
    else chord.key = part;
  }
  return chord;
}

const isLetterOrDigit = (key: string) => /^[a-z0-9]$/i.test(key);

export function matchesChord(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  chord: Chord,
): boolean {
  if (event.ctrlKey !== chord.ctrl || event.metaKey !== chord.meta || event.altKey !== chord.alt) return false;
  if (isLetterOrDigit(chord.key)) {
    if (event.shiftKey !== chord.shift) return false;
    const code = /^[0-9]$/.test(chord.key) ? `Digit${chord.key}` : `Key${chord.key.toUpperCase()}`;
    return event.code === code || event.key.toLowerCase() === chord.key.toLowerCase();
  }
  // Characters such as "?" need Shift on most layouts: the produced character decides.
  return event.key === chord.key && (!chord.shift || event.shiftKey);
}

/** True when the chord has no Ctrl/⌘/Alt: such shortcuts must not fire while typing. */
export const isPlainChord = (chord: Chord): boolean => !chord.ctrl && !chord.meta && !chord.alt;

const APPLE_GLYPHS: Record<string, string> = { ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' };
const KEY_NAMES: Record<string, string> = {
  Enter: '↵',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Escape: 'Esc',
  Backspace: '⌫',
};

/** What to print on a key cap: "⌘K" on Apple systems, "Ctrl+K" elsewhere. */
export function formatChord(parts: readonly string[], apple = isApplePlatform()): string {
  const chord = parseChord(parts, apple);
  const key = KEY_NAMES[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key);
  const mods = (['ctrl', 'alt', 'shift', 'meta'] as const).filter((mod) => chord[mod]);
  if (apple) return mods.map((mod) => APPLE_GLYPHS[mod]).join('') + key;
  return [...mods.map((mod) => ({ ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', meta: 'Win' })[mod]), key].join('+');
}

/** The aria-keyshortcuts value: "Control+Shift+L", "Meta+K", "?". */
export function ariaKeyshortcuts(parts: readonly string[], apple = isApplePlatform()): string {
  const chord = parseChord(parts, apple);
  const mods = (['ctrl', 'alt', 'shift', 'meta'] as const)
    .filter((mod) => chord[mod])
    .map((mod) => ({ ctrl: 'Control', alt: 'Alt', shift: 'Shift', meta: 'Meta' })[mod]);
  return [...mods, chord.key.length === 1 ? chord.key.toUpperCase() : chord.key].join('+');
}

/** Words a screen reader says for a chord: "Control Shift L" (names, not glyphs). */
export function spokenChord(parts: readonly string[], apple = isApplePlatform()): string {
  return ariaKeyshortcuts(parts, apple).split('+').join(' ');
}
