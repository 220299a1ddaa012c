import { describe, expect, it } from 'vitest';
import { safeRelativePath } from './relative-path';

describe('safeRelativePath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRelativePath('/authorize?code=1', '/x')).toBe('/authorize?code=1');
    expect(safeRelativePath('/crm/a#top', '/x')).toBe('/crm/a#top');
  });

  it.each([
    ['missing', undefined],
    ['relative without a slash', 'crm/a'],
    ['protocol-relative', '//evil.example/a'],
    ['absolute', 'https://evil.example/'],
    ['backslash', '/\\evil.example'],
    ['tab', '/\t/evil.example'],
    ['delete character', '/a\u007f'],
  ])('answers the fallback for %s', (_name, target) => {
    expect(safeRelativePath(target, '/fallback')).toBe('/fallback');
  });
});
