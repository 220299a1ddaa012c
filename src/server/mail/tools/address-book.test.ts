import { describe, expect, it } from 'vitest';
import type { BookRow } from '../../../shared/api/mail-tools-calls';
import { groupBook } from './address-book';

const contact = (id: number, groupName: string): BookRow => ({
  id,
  name: `c${id}`,
  email: `c${id}@x.example`,
  company: '',
  phone: '',
  groupName,
  remark: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('groupBook', () => {
  it('groups by name in Chinese (pinyin, Han before Latin) order, keeps contact order inside a group and puts the ungrouped last', () => {
    const groups = groupBook([contact(1, ''), contact(2, '供应商'), contact(3, '客户'), contact(4, '供应商'), contact(5, 'Agents')]);
    expect(groups.map((g) => [g.groupName, g.contacts.map((c) => c.id)])).toEqual([
      ['供应商', [2, 4]],
      ['客户', [3]],
      ['Agents', [5]],
      ['', [1]],
    ]);
  });

  it('answers no groups for an empty book', () => {
    expect(groupBook([])).toEqual([]);
  });
});
