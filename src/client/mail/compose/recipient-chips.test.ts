import { describe, expect, it } from 'vitest';
import { addChips, chipIsValid, chipOf, splitRecipients } from './recipient-chips';

describe('recipient chips', () => {
  it('turns comma, semicolon (full width too) and line ends into chips and keeps the typed rest', () => {
    expect(splitRecipients('a@b.cn, 张伟 <sales@switchboard.example>；c@d', false)).toEqual({
      chips: [{ email: 'a@b.cn' }, { name: '张伟', email: 'sales@switchboard.example' }],
      rest: 'c@d',
    });
    expect(splitRecipients('c@d.com', true)).toEqual({ chips: [{ email: 'c@d.com' }], rest: '' });
    expect(splitRecipients('  ', true)).toEqual({ chips: [], rest: '' });
  });

  it('reads quoted names and marks malformed addresses invalid', () => {
    expect(chipOf('"Li, Na" <li.na@example.com>')).toEqual({ name: 'Li, Na', email: 'li.na@example.com' });
    expect(chipIsValid({ email: 'li.na@example.com' })).toBe(true);
    expect(chipIsValid({ email: 'li.na@example' })).toBe(false);
    expect(chipIsValid({ email: 'not an address' })).toBe(false);
  });

  it('adds an address once, whatever its case', () => {
    expect(addChips([{ email: 'A@b.cn' }], [{ email: 'a@B.cn' }, { email: 'x@y.cn' }])).toEqual([{ email: 'A@b.cn' }, { email: 'x@y.cn' }]);
  });
});
