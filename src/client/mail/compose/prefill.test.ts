import { describe, expect, it } from 'vitest';
import { prefillFor, type OriginalMail } from './prefill';

const original: OriginalMail = {
  id: 7,
  subject: '短信报价',
  senderEmail: { name: '王经理', email: 'wang@customer.example' },
  receiverEmailList: [
    { name: '张伟', email: 'sales@switchboard.example' },
    { name: '', email: 'sales2@switchboard.example' },
  ],
  ccEmailList: [{ name: '', email: 'boss@customer.example' }],
  replyToList: [],
  sentTime: '2026-11-02T02:00:00Z',
  receiveTime: '2026-11-02T02:01:00Z',
  content: '<p>请报价</p>',
  attachments: [{ id: 3, filename: 'a.pdf', size: 10 }],
};

describe('reply, reply all and forward', () => {
  it('replies to the sender with Re: and the header block', () => {
    const reply = prefillFor('reply', original, 'sales@switchboard.example', 'zh');
    expect(reply.to).toEqual([{ name: '王经理', email: 'wang@customer.example' }]);
    expect(reply.cc).toEqual([]);
    expect(reply.subject).toBe('Re: 短信报价');
    expect(reply.html).toContain('<b>发件人：</b>王经理 &lt;wang@customer.example&gt;');
    expect(reply.html).toContain('<b>发送时间：</b>2026-11-02 10:00');
    expect(reply.html).toContain('<b>抄送给：</b>boss &lt;boss@customer.example&gt;');
    expect(reply.html.endsWith('<blockquote data-quote-original=""><p>请报价</p></blockquote>')).toBe(true);
  });

  it('replies to all but oneself', () => {
    const all = prefillFor('replyAll', original, 'SALES@switchboard.example', 'en');
    expect(all.to.map((c) => c.email)).toEqual(['wang@customer.example', 'sales2@switchboard.example']);
    expect(all.cc.map((c) => c.email)).toEqual(['boss@customer.example']);
    expect(all.html).toContain('<b>From: </b>');
  });

  it('forwards to nobody yet with the attachments', () => {
    const forward = prefillFor('forward', original, 'sales@switchboard.example', 'zh');
    expect(forward).toMatchObject({ to: [], cc: [], subject: 'Fwd: 短信报价', attachmentIds: [3] });
  });
});
