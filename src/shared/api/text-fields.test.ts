import { describe, expect, it } from 'vitest';
import { freeText, isFreeText, isLineText, lineText } from './text-fields';

describe('text fields', () => {
  it('free text allows tab and line breaks but no other control character', () => {
    expect(isFreeText('第一行\n第二行\r\n\tindented 😀')).toBe(true);
    for (const bad of ['a\u0000b', '\u0007', '\u000b', '\u001f', '\u007f', '\u0085', 'lone \ud800 surrogate', '\udc00']) {
      expect(isFreeText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('one-line text refuses tab and line breaks as well', () => {
    expect(isLineText('SB-客户 0001')).toBe(true);
    for (const bad of ['a\tb', 'a\nb', 'a\rb', 'a\u0000b']) expect(isLineText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('the zod types carry the input.controlChars message and keep chaining', () => {
    const keyword = lineText.trim().max(5);
    expect(keyword.parse('  abc ')).toBe('abc');
    expect(keyword.safeParse('a\u0000').error?.issues[0]?.message).toBe('input.controlChars');
    expect(keyword.safeParse('abcdefg').error?.issues[0]?.code).toBe('too_big');
    expect(freeText.safeParse('x\u0000').error?.issues[0]?.message).toBe('input.controlChars');
    expect(freeText.parse('a\nb')).toBe('a\nb');
  });
});
