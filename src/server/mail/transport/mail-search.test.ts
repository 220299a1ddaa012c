import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index';
import { mailTestApp, type MailDriver } from '../../../../tests/helpers/mail';
import { mailSearchMatches } from './mail-search';

/** Search by words of the subject, addresses and body through search_key: two-character Chinese words included. */
let m: MailDriver;
beforeAll(async () => {
  m = await mailTestApp();
  const messages = [
    { id: 'a', subject: '合同已盖章', text: '请查收附件。' },
    { id: 'b', subject: '询价', text: '请报国际短信的价格，到达率要高。' },
    { id: 'c', subject: 'Invoice 100%', text: 'contract_v2 attached' },
    { id: 'd', subject: '同合', text: '合合同同不是合同吗' },
  ];
  for (const message of messages) {
    await m.deliver(['sales'], {
      from: '客户 <c@customer.example>',
      to: 'sales@switchboard.example',
      messageId: `<${message.id}@search.test>`,
      subject: message.subject,
      text: message.text,
    });
  }
}, 120_000);
afterAll(async () => m.t.close());

async function found(keyword: string): Promise<string[]> {
  const sales = await m.account('sales');
  const rows = await m.t.services.deps.db
    .select({ messageId: mailMessages.messageId })
    .from(mailMessages)
    .where(and(eq(mailMessages.accountId, sales.id), mailSearchMatches(keyword)))
    .orderBy(mailMessages.messageId);
  return rows.map((r) => r.messageId ?? '');
}

describe('mailSearchMatches', () => {
  it('finds two-, three- and one-character Chinese words, Latin words and literal % and _', async () => {
    expect(await found('合同')).toEqual(['<a@search.test>', '<d@search.test>']);
    expect(await found('短信')).toEqual(['<b@search.test>']);
    expect(await found('到达率')).toEqual(['<b@search.test>']);
    expect(await found('查')).toEqual(['<a@search.test>']);
    expect(await found('INVOICE')).toEqual(['<c@search.test>']);
    expect(await found('100%')).toEqual(['<c@search.test>']);
    expect(await found('t_v')).toEqual(['<c@search.test>']);
    expect(await found('customer.example')).toHaveLength(4);
    expect(await found('价格表')).toEqual([]);
  });
});
