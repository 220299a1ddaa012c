import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailAccounts, mcMessages, staff } from '../../src/server/db/schema/index';
import { bindDemoMailboxes } from '../../src/server/mail/mail-demo-accounts';
import { serveFakeDingTalk } from '../helpers/fake-dingtalk';
import { MailDriver } from '../helpers/mail';
import { createTestApp } from '../helpers/test-app';

/** New-mail notices by the person's own switches: the push (updateEmailSseStatus) and the chat app (dingNotice). */
const cards: { userid: string; title: string; markdown: string; url: string }[] = [];
const chat = new Hono();
chat.get('/gettoken', (c) => c.json({ errcode: 0, access_token: 'app-token', expires_in: 7200 }));
chat.post('/topapi/message/corpconversation/asyncsend_v2', async (c) => {
  const body = (await c.req.json()) as {
    userid_list: string;
    msg: { action_card: { title: string; markdown: string; single_url: string } };
  };
  const card = body.msg.action_card;
  cards.push({ userid: body.userid_list, title: card.title, markdown: card.markdown, url: card.single_url });
  return c.json({ errcode: 0, task_id: 1 });
});

let m: MailDriver;
let server: Awaited<ReturnType<typeof serveFakeDingTalk>>;
beforeAll(async () => {
  server = await serveFakeDingTalk(chat);
  const t = await createTestApp(server.env);
  await bindDemoMailboxes(t.services.deps.db);
  m = new MailDriver(t);
  await t.services.deps.db.update(staff).set({ dingUserId: 'ding-sales' }).where(eq(staff.username, 'sales'));
}, 120_000);
afterAll(async () => {
  await m.t.close();
  server.close();
});

const db = () => m.t.services.deps.db;
const mailNotices = async (username: string) =>
  db()
    .select({ id: mcMessages.id })
    .from(mcMessages)
    .innerJoin(staff, eq(staff.id, mcMessages.staffId))
    .where(and(eq(staff.username, username), eq(mcMessages.msgType, 2)));
const letter = (subject: string) => ({ from: 'wang@customer.example', to: 'sales@switchboard.example', subject, text: '请查收' });

describe('new-mail notices', () => {
  it('sends no chat-app notice until the person turns it on, then one per delivery', async () => {
    await m.deliver(['sales'], letter('第一封'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cards).toEqual([]);
    const sales = await m.account('sales');
    await db().update(mailAccounts).set({ dingNotice: true }).where(eq(mailAccounts.id, sales.id));
    await m.deliver(['sales'], letter('第二封'));
    await vi.waitFor(() => expect(cards).toHaveLength(1));
    expect(cards[0]).toMatchObject({ userid: 'ding-sales', title: '新邮件 · New mail' });
    expect(cards[0]?.markdown).toContain('您收到 1 封新邮件');
    expect(cards[0]?.url).toMatch(/\/message\/email\/inbox$/);
    expect(await mailNotices('sales')).toHaveLength(2);
  });

  it('stores and pushes nothing with the push switched off, while the chat-app notice still goes', async () => {
    const sales = await m.account('sales');
    await db().update(mailAccounts).set({ pushEnabled: false }).where(eq(mailAccounts.id, sales.id));
    await m.deliver(['sales'], letter('第三封'));
    await vi.waitFor(() => expect(cards).toHaveLength(2));
    expect(await mailNotices('sales')).toHaveLength(2);
  });
});
