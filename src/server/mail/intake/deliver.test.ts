import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachments, mailMessages, mailSenderRules, mcMessages } from '../../db/schema/index';
import { mailTestApp, type MailDriver } from '../../../../tests/helpers/mail';

/** Intake: parse, file by the rules, store once, announce after the commit. */
let m: MailDriver;
beforeAll(async () => {
  m = await mailTestApp();
}, 120_000);
afterAll(async () => m.t.close());

const db = () => m.t.services.deps.db;

describe('deliverLocally', () => {
  it('stores a sanitized message with its inline image once, and announces it as 新邮件', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const message = {
      from: '客户 王 <wang@customer.example>',
      to: 'sales@switchboard.example',
      subject: '短信报价确认',
      messageId: '<quote-1@customer.example>',
      html: '<p onclick="x()">请确认<img src="cid:logo1"><img src="http://remote.test/a.png"></p><script>alert(1)</script>',
      attachments: [
        { filename: 'logo.png', content: png, cid: 'logo1' },
        { filename: '报价单.txt', content: '价格 0.012' },
      ],
    };
    const [first] = await m.deliver(['sales'], message);
    const again = await m.deliver(['sales'], message);
    expect(first?.duplicate).toBe(false);
    expect(first?.folder).toBe('inbox');
    expect(again[0]).toEqual({ id: first?.id, folder: 'inbox', duplicate: true });
    const [row] = await db()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, first?.id ?? 0));
    expect(row?.subject).toBe('短信报价确认');
    expect(row?.fromName).toBe('客户 王');
    expect(row?.html).not.toMatch(/script|onclick|cid:| src="http/);
    expect(row?.html).toContain('data-remote-src="http://remote.test/a.png"');
    expect(row?.html).toContain('data:image/png;base64,');
    expect(row?.remoteImages).toBe(1);
    expect(row?.hasAttachments).toBe(true);
    expect(row?.searchText).toContain('短信报价确认');
    const files = await db()
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.messageId, first?.id ?? 0));
    expect(files.map((f) => f.filename).sort()).toEqual(['logo.png', '报价单.txt']);
    const sales = await m.account('sales');
    const notices = await db()
      .select()
      .from(mcMessages)
      .where(eq(mcMessages.staffId, sales.staffId ?? 0));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.msgType).toBe(2);
    expect(notices[0]?.fillVars).toEqual([
      { key: '{newEmailNum}', showFieldName: '1' },
      { key: '{emailboxType}', showFieldName: '新邮件' },
    ]);
    expect(notices[0]?.link).toBe('/message/email/inbox');
  });

  it('files blacklisted senders as junk and bulk mail as marketing; the whitelist wins', async () => {
    const sales2 = await m.account('sales2');
    await db()
      .insert(mailSenderRules)
      .values([
        { accountId: sales2.id, kind: 'black', pattern: '@spam.example', createdAt: new Date() },
        { accountId: sales2.id, kind: 'white', pattern: 'friend@spam.example', createdAt: new Date() },
      ]);
    const [junk] = await m.deliver(['sales2'], { from: 'x@spam.example', to: 'sales2@switchboard.example', subject: 'win', text: 'x' });
    const [friend] = await m.deliver(['sales2'], {
      from: 'friend@spam.example',
      to: 'sales2@switchboard.example',
      subject: 'hi',
      text: 'x',
    });
    const [bulk] = await m.deliver(['sales2'], {
      from: 'news@vendor.example',
      to: 'sales2@switchboard.example',
      subject: 'News',
      text: 'x',
      headers: { 'List-Unsubscribe': '<mailto:u@vendor.example>' },
    });
    expect([junk?.folder, friend?.folder, bulk?.folder]).toEqual(['junk', 'inbox', 'marketing']);
    const notices = await db()
      .select()
      .from(mcMessages)
      .where(eq(mcMessages.staffId, sales2.staffId ?? 0));
    expect(notices.map((n) => n.link)).toEqual(['/message/email/spam', '/message/email/inbox', '/message/email/inbox']);
  });
});

describe('HTML-only mail', () => {
  it('gets its text from the HTML, so the list has a snippet and search finds the body', async () => {
    const [stored] = await m.deliver(['ops'], {
      from: 'noc@carrier.example',
      to: 'ops@switchboard.example',
      subject: '通道告警',
      html: '<p>越南 <b>Viettel</b> 通道<a href="http://carrier.example/x">到达率</a>下降<img src="cid:none"></p><script>x()</script>',
    });
    const [row] = await db()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, stored?.id ?? 0));
    expect(row?.text).toBe('越南 Viettel 通道到达率下降');
    expect(row?.snippet).toBe('越南 Viettel 通道到达率下降');
    expect(row?.searchText).toContain('通道到达率下降');
  });
});
