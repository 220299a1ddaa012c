import { describe, expect, it } from 'vitest';
import { prefixedSubject, quoteTime, quotedOriginal, replyBody } from './quoted-original';

const original = {
  from: { name: '', email: 'li.na@example.com' },
  sentAt: '2026-11-02T02:05:00.000Z',
  to: [{ name: '张伟', email: 'sales@switchboard.example' }],
  cc: [],
  subject: '报价 <急>',
  html: '<p>请查收附件</p>',
};

describe('reply header block', () => {
  it('has the labelled lines of §2 in Chinese, values escaped, then the original', () => {
    expect(quotedOriginal(original, 'zh')).toBe(
      '<hr data-quote-divider=""><div data-quote-header="">' +
        '<div><b>发件人：</b>li.na &lt;li.na@example.com&gt;</div>' +
        '<div><b>发送时间：</b>2026-11-02 10:05</div>' +
        '<div><b>收件人：</b>张伟 &lt;sales@switchboard.example&gt;</div>' +
        '<div><b>抄送给：</b>-</div>' +
        '<div><b>主题：</b>报价 &lt;急&gt;</div>' +
        '</div><blockquote data-quote-original=""><p>请查收附件</p></blockquote>',
    );
  });

  it('uses From/Sent/To/Cc/Subject in English and puts the input part first', () => {
    const html = replyBody(original, 'en', '<p>Thanks</p>');
    expect(html.startsWith('<p>Thanks</p><hr')).toBe(true);
    for (const label of ['<b>From: </b>', '<b>Sent: </b>', '<b>To: </b>', '<b>Cc: </b>', '<b>Subject: </b>']) expect(html).toContain(label);
  });

  it('shows Shanghai time and a dash for an unknown one', () => {
    expect(quoteTime('2026-12-31T16:30:00Z')).toBe('2027-01-01 00:30');
    expect(quoteTime(null)).toBe('-');
  });

  it('prefixes Re:/Fwd: once', () => {
    expect(prefixedSubject('Re', '报价')).toBe('Re: 报价');
    expect(prefixedSubject('Re', 'RE: 报价')).toBe('RE: 报价');
    expect(prefixedSubject('Re', '回复：报价')).toBe('回复：报价');
    expect(prefixedSubject('Fwd', 'Fw: a')).toBe('Fw: a');
    expect(prefixedSubject('Fwd', 'Re: a')).toBe('Fwd: Re: a');
  });
});
