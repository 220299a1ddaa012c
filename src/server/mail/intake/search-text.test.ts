import { describe, expect, it } from 'vitest';
import { searchTextOf } from './search-text';

describe('searchTextOf', () => {
  it('keeps subject and addresses whole and the body to its first 4,000 characters, lower-cased', () => {
    const body = `${'甲'.repeat(3_990)}ABCDEFGHIJ尾部不搜索`;
    const text = searchTextOf({
      subject: 'Quote 合同',
      from: { name: 'Wang', email: 'Wang@Acme.example' },
      to: [{ name: '张伟', email: 'sales2@switchboard.example' }],
      cc: [],
      text: body,
    });
    expect(text.startsWith('quote 合同\nwang wang@acme.example 张伟 sales2@switchboard.example\n')).toBe(true);
    expect(text.endsWith('甲abcdefghij')).toBe(true);
    expect(text).not.toContain('尾部');
  });
});
