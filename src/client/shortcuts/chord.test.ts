import { describe, expect, it } from 'vitest';
import { ariaKeyshortcuts, formatChord, isPlainChord, matchesChord, parseChord, spokenChord } from './chord';

const key = (init: Partial<KeyboardEvent>) => ({
  key: '',
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});

describe('key chords', () => {
  it('reads mod as ⌘ on Apple systems and Ctrl elsewhere', () => {
    expect(parseChord(['mod', 'K'], true)).toMatchObject({ meta: true, ctrl: false, key: 'K' });
    expect(parseChord(['mod', 'K'], false)).toMatchObject({ meta: false, ctrl: true, key: 'K' });
  });

  it('matches letters by key position and characters by what they type', () => {
    expect(matchesChord(key({ key: 'k', code: 'KeyK', ctrlKey: true }), parseChord(['mod', 'K'], false))).toBe(true);
    expect(matchesChord(key({ key: 'k', code: 'KeyK', ctrlKey: true, shiftKey: true }), parseChord(['mod', 'K'], false))).toBe(false);
    expect(matchesChord(key({ key: 'å', code: 'KeyA', altKey: true }), parseChord(['alt', 'A'], true))).toBe(true);
    expect(matchesChord(key({ key: '?', code: 'Slash', shiftKey: true }), parseChord(['?']))).toBe(true);
    expect(matchesChord(key({ key: '/', code: 'Slash' }), parseChord(['?']))).toBe(false);
    expect(matchesChord(key({ key: '/', code: 'Slash', ctrlKey: true }), parseChord(['/']))).toBe(false);
  });

  it('knows which chords must not fire while typing', () => {
    expect(isPlainChord(parseChord(['/']))).toBe(true);
    expect(isPlainChord(parseChord(['alt', 'H']))).toBe(false);
  });

  it('prints key caps and names them for assistive technology', () => {
    expect(formatChord(['mod', 'shift', 'L'], true)).toBe('⇧⌘L');
    expect(formatChord(['mod', 'shift', 'L'], false)).toBe('Ctrl+Shift+L');
    expect(formatChord(['mod', 'Enter'], false)).toBe('Ctrl+↵');
    expect(ariaKeyshortcuts(['mod', 'K'], false)).toBe('Control+K');
    expect(ariaKeyshortcuts(['mod', 'K'], true)).toBe('Meta+K');
    expect(spokenChord(['alt', 'H'], false)).toBe('Alt H');
  });
});
