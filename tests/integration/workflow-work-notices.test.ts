import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staff } from '../../src/server/db/schema/index';
import { serveFakeDingTalk } from '../helpers/fake-dingtalk';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { WorkflowDriver, approver } from '../helpers/workflow';

interface SentCard {
  userid: string;
  title: string;
  markdown: string;
  url: string;
}

/** A stand-in for the chat app's work-notice API; `failing` makes it answer as an outage does. */
function fakeDingTalk() {
  const state = { failing: false, cards: [] as SentCard[], failedAttempts: 0 };
  const app = new Hono();
  app.get('/gettoken', (c) => c.json({ errcode: 0, access_token: 'app-token', expires_in: 7200 }));
  app.post('/topapi/message/corpconversation/asyncsend_v2', async (c) => {
    if (state.failing) {
      state.failedAttempts += 1;
      return c.json({ errcode: -1, errmsg: 'system busy' }, 503);
    }
    const body = (await c.req.json()) as {
      agent_id: string;
      userid_list: string;
      msg: { msgtype: string; action_card: { title: string; markdown: string; single_url: string } };
    };
    if (c.req.query('access_token') !== 'app-token' || body.agent_id !== '42' || body.msg.msgtype !== 'action_card') {
      return c.json({ errcode: 40014, errmsg: 'bad request' });
    }
    const card = body.msg.action_card;
    state.cards.push({ userid: body.userid_list, title: card.title, markdown: card.markdown, url: card.single_url });
    return c.json({ errcode: 0, task_id: 1 });
  });
  return { app, state };
}

describe('approval notices as chat-app work notices', () => {
  let t: TestApp;
  let w: WorkflowDriver;
  let server: Awaited<ReturnType<typeof serveFakeDingTalk>>;
  const fake = fakeDingTalk();

  beforeAll(async () => {
    server = await serveFakeDingTalk(fake.app);
    t = await createTestApp(server.env);
    w = new WorkflowDriver(t);
    await w.signInAll();
    const db = t.services.deps.db;
    await db.update(staff).set({ dingUserId: 'ding-finance' }).where(eq(staff.username, 'finance'));
    await db.update(staff).set({ dingUserId: 'ding-sales' }).where(eq(staff.username, 'sales'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it('a new task sends one work notice to the assignee with a link to the to-do', async () => {
    // ops has no chat-app account bound: the message centre alone tells them.
    const processId = await w.publish([approver('finance', w.rule('finance', 'ops'))]);
    const id = await w.start('sales', processId);
    const task = await w.task('finance', id);
    await vi.waitFor(() => expect(fake.state.cards).toHaveLength(1));
    const title = (await w.detail('sales', id)).title;
    expect(fake.state.cards).toEqual([
      {
        userid: 'ding-finance',
        title: '新待办 · New to-do',
        markdown: `${title} 等待你审批\n\n${title} is waiting for your approval`,
        url: `https://portal.switchboard.example/general/my-agent/profile?id=${id}&taskId=${task.taskId}`,
      },
    ]);

    expect((await w.agree('finance', task)).body.code).toBe(0);
    await vi.waitFor(() => expect(fake.state.cards).toHaveLength(2));
    expect(fake.state.cards[1]).toMatchObject({
      userid: 'ding-sales',
      title: '申请已通过 · Request approved',
      url: `https://portal.switchboard.example/general/my-initiate/profile?id=${id}`,
    });
  });

  it('a failing chat app is logged and does not fail the agree', async () => {
    const processId = await w.publish([approver('finance', w.rule('finance'))]);
    const id = await w.start('sales', processId);
    const task = await w.task('finance', id);
    await vi.waitFor(() => expect(fake.state.cards.at(-1)?.url).toContain(`id=${id}&`));
    fake.state.failing = true;
    const warn = vi.spyOn(t.services.deps.log, 'warn');
    try {
      const answer = await w.agree('finance', task);
      expect(answer.body.code).toBe(0);
      expect((await w.detail('sales', id)).status).toBe('approved');
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(fake.state.failedAttempts).toBe(1);
      expect(warn.mock.calls[0]?.[1]).toBe('approval work notice was not sent');
    } finally {
      fake.state.failing = false;
      warn.mockRestore();
    }
  });
});
