import { describe, expect, it } from 'vitest';
import { marginTone } from './format';

describe('margin tones', () => {
  it('tints losses red, thin margins amber and healthy ones green', () => {
    expect(marginTone('-0.0100')).toContain('red');
    expect(marginTone('0.0999')).toBe('text-amber-700');
    expect(marginTone('0.1000')).toBe('text-emerald-700');
    expect(marginTone(null)).toBe('');
  });
});
