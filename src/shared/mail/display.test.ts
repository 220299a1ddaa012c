import { describe, expect, it } from 'vitest';
import { displayField, displaySender, escapeAngle, formatAddressList } from './display';

describe('display rules', () => {
  it('shows a name-less sender as the local part and the address in angle brackets', () => {
    expect(displaySender({ name: '', email: 'li.na@x.com' })).toBe('li.na <li.na@x.com>');
    expect(displaySender({ email: 'li.na@x.com' })).toBe('li.na <li.na@x.com>');
    expect(displaySender({ name: '李娜', email: 'li.na@x.com' })).toBe('李娜 <li.na@x.com>');
  });

  it('escapes for HTML when asked', () => {
    expect(displaySender({ name: '', email: 'li.na@x.com' }, { html: true })).toBe('li.na &lt;li.na@x.com&gt;');
    expect(displaySender({ name: '<img src=x onerror=alert(1)>', email: 'a@x.com' }, { html: true })).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &lt;a@x.com&gt;',
    );
    expect(escapeAngle('Li <li@x.com> & co')).toBe('Li &lt;li@x.com&gt; & co');
  });

  it('shows a dash for missing fields', () => {
    expect(displaySender({ name: '', email: '' })).toBe('-');
    expect(displaySender({ name: null, email: undefined })).toBe('-');
    expect(displaySender({ name: '王五', email: '' })).toBe('王五');
    expect(displayField('  ')).toBe('-');
    expect(displayField(undefined)).toBe('-');
    expect(displayField('a<b', { html: true })).toBe('a&lt;b');
  });

  it('formats address lists', () => {
    expect(formatAddressList([{ name: '张三', email: 'zs@x.com' }, { email: 'li.na@x.com' }, { email: '' }])).toBe(
      '张三 <zs@x.com>; li.na <li.na@x.com>',
    );
    expect(formatAddressList([])).toBe('-');
    expect(formatAddressList(null)).toBe('-');
  });
});
