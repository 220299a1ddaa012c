import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern';

describe('likePattern', () => {
  it('wraps the text and escapes ILIKE wildcards', () => {
    expect(likePattern('li')).toBe('%li%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
