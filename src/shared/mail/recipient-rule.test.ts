import { describe, expect, it } from 'vitest';
import { emailAddress, isValidEmail, RECIPIENT_FORMAT_MESSAGE_EN, recipientFormatMessage, recipientList } from './recipient-rule';

describe('recipient rule', () => {
  it.each(['li.na@x.com', 'a+tag@sub.example.cn', "o'neil@x.io", 'x_y-z@a-b.example.com'])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    '',
    'li.na',
    'li.na@',
    '@x.com',
    'li..na@x.com',
    '.li@x.com',
    'li.@x.com',
    'li na@x.com',
    'li@x',
    'li@x.c',
    'li@-x.com',
    'li@x..com',
    '<li@x.com>',
    'li@x.com>',
    'li@x.com,b@x.com',
    `${'a'.repeat(65)}@x.com`,
    '李娜@x.com',
  ])('refuses %s', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('reports the rule message for a bad entry of a list', () => {
    const result = recipientList.safeParse([{ name: '李娜', email: 'li.na@x.com' }, { email: 'bad' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['1.email', '输入邮箱格式有误，请更正']]);
  });

  it('trims an address before checking it', () => {
    expect(emailAddress.parse('  li.na@x.com ')).toBe('li.na@x.com');
  });

  it('has the message in both languages', () => {
    expect(recipientFormatMessage('zh')).toBe('输入邮箱格式有误，请更正');
    expect(recipientFormatMessage('en')).toBe(RECIPIENT_FORMAT_MESSAGE_EN);
    expect(RECIPIENT_FORMAT_MESSAGE_EN).toBe('Invalid e-mail address format, please correct it');
  });
});
