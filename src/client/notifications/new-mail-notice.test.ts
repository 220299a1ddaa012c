import { describe, expect, it } from 'vitest';
import { INBOX_PATH, JUNK_PATH, mailNotice } from './new-mail-notice';

const template = '收信完成，您收到了 {newEmailNum} 封{emailboxType}';
const vars = (count: string, box: string) => [
  { key: '{newEmailNum}', showFieldName: count },
  { key: '{emailboxType}', showFieldName: box },
];

describe('new-mail notice (sections.md §4)', () => {
  it('says there is no new mail when {newEmailNum} is zero or empty', () => {
    expect(mailNotice({ msgType: 2, msgContentTemplate: template, msgFillAfterVar: vars('0', '新邮件') })).toEqual({ kind: 'none' });
    expect(mailNotice({ msgType: 2, msgContentTemplate: template, msgFillAfterVar: vars('', '新邮件') })).toEqual({ kind: 'none' });
    expect(mailNotice({ msgType: 2 })).toEqual({ kind: 'none' });
  });

  it('fills the template and leads to the inbox for 新邮件, else to junk', () => {
    expect(mailNotice({ msgType: 2, msgContentTemplate: template, msgFillAfterVar: vars('3', '新邮件') })).toEqual({
      kind: 'new',
      text: '收信完成，您收到了 3 封新邮件',
      target: INBOX_PATH,
    });
    expect(mailNotice({ msgType: 2, msgContentTemplate: template, msgFillAfterVar: vars('2', '垃圾邮件') })).toMatchObject({
      target: JUNK_PATH,
    });
  });
});
