import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadCounts } from '../../src/shared/api/mail-reading-calls';
import { mailAccounts } from '../../src/server/db/schema/index';
import { askEngine } from '../helpers/assistant';
import { inventedNumbers } from '../assistant-accuracy/figure-check';
import { mailTestApp, type MailDriver } from '../helpers/mail';

/** 今天有几封未读邮件: the assistant answers from the mailbox's own counters, with the inbox link. */
let m: MailDriver;

beforeAll(async () => {
  m = await mailTestApp({ AI_STREAM_PACE_MS: '0' });
  for (const subject of ['报价', '合同', '对账']) {
    await m.deliver(['sales'], { from: 'wang@acme.example', to: 'sales@switchboard.example', subject, text: subject });
  }
  await m.deliver(['sales'], {
    from: 'promo@carrier.example',
    to: 'sales@switchboard.example',
    subject: 'Newsletter',
    text: 'x',
    headers: { 'List-Unsubscribe': '<mailto:u@carrier.example>' },
  });
});
afterAll(async () => {
  await m.t.close();
});

describe('unread mail in the assistant', () => {
  it('answers the inbox, marketing and junk counters of message/non/read, with a link to the inbox', async () => {
    const counts = await m.ok<{ receiveUnReadNum: number; indiciaUnReadNum: number; junkUnReadNum: number }>('sales', unreadCounts);
    expect(counts).toEqual({ receiveUnReadNum: 3, indiciaUnReadNum: 1, junkUnReadNum: 0 });
    const question = '今天有几封未读邮件';
    const answer = await askEngine(m.t, await m.token('sales'), question);
    expect(answer.text).toBe(
      '你的收件箱现在有 **3** 封未读邮件。另有营销邮件 **1** 封、垃圾邮件 **0** 封未读。\n\n[打开「收件箱」](/message/email/inbox)',
    );
    expect(answer.calls.map((call) => call.tool)).toEqual(['message/non/read']);
    expect(inventedNumbers(answer.text, question, answer.calls)).toEqual([]);
  });

  it('answers in English too', async () => {
    const question = 'how many unread mails today';
    const answer = await askEngine(m.t, await m.token('sales'), question, {});
    expect(answer.text).toContain('**3** unread mails');
    expect(answer.text).toContain('**1** marketing and **0** junk');
    expect(answer.text).toContain('(/message/email/inbox)');
  });

  it('says so without a bound mailbox and links nothing', async () => {
    const admin = await m.account('admin');
    await m.t.services.deps.db.update(mailAccounts).set({ state: 'disabled' }).where(eq(mailAccounts.id, admin.id));
    const answer = await askEngine(m.t, await m.token('admin'), '今天有几封未读邮件');
    expect(answer.text).toContain('你还没有绑定邮箱');
    expect(answer.text).not.toContain('](');
    expect(answer.text).not.toMatch(/\d/);
  });

  it('tells someone without the mailbox page that they have no access', async () => {
    const answer = await askEngine(m.t, await m.token('newhire'), '我有未读邮件吗');
    expect(answer.text).toContain('你没有邮箱的权限');
    expect(answer.calls).toEqual([]);
  });
});
