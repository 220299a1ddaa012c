import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationDetail, createConversation, type ChatMessage, type Conversation } from '../../src/shared/api/assistant-calls';
import { operateAddSign, operateInstanceDetail, type InstanceDetail } from '../../src/shared/api/workflow-operate-calls';
import { APP_CODES } from '../../src/shared/error-codes';
import { workflowProcesses } from '../../src/server/db/schema/index';
import { LlmEngine } from '../../src/server/assistant/llm/llm-engine';
import { askEngine, messageText, postStream, readEvents, toolUsingModel } from '../helpers/assistant';
import { inventedNumbers } from '../assistant-accuracy/figure-check';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { REASON_FORM, RECHARGE_FORM, WorkflowDriver, approver } from '../helpers/workflow';

/**
 * To-dos through the assistant: the list is the caller's own, with amounts and links; 同意… finds the
 * exact task and answers with a card that does nothing by itself; the card's agree is the workflow's
 * own call (another user is refused, a stale card gets the conflict code), and the stored chat shows
 * what became of the task.
 */
let t: TestApp;
let w: WorkflowDriver;
const ids = { zhangRecharge: 0, liRecharge: 0, zhangPayment: 0, adminOnly: 0 };
const token = (user: 'finance' | 'sales' | 'admin') => w.tokens.get(user) ?? '';

async function named(processId: number, name: string, nameEn: string) {
  await t.services.deps.db.update(workflowProcesses).set({ name, nameEn }).where(eq(workflowProcesses.id, processId));
}

beforeAll(async () => {
  t = await createTestApp({ AI_STREAM_PACE_MS: '0' });
  w = new WorkflowDriver(t);
  await w.signInAll();
  await w.addCustomer(900001, 'C900001');
  const recharge = await w.publish([approver('fin', w.rule('finance'))], RECHARGE_FORM);
  await named(recharge, '充值申请', 'Recharge request');
  const payment = await w.publish([approver('fin', w.rule('finance'))], REASON_FORM);
  await named(payment, '付款申请', 'Payment request');
  const elsewhere = await w.publish([approver('gm', w.rule('admin'))], REASON_FORM);
  await named(elsewhere, '用章申请', 'Seal request');
  ids.zhangRecharge = await w.start('sales2', recharge, { customer: 'C900001', amount: { amount: '12000.5', currency: 'USD' } });
  t.clock.advance(60 * 60_000);
  ids.liRecharge = await w.start('sales', recharge, { customer: 'C900001', amount: { amount: '3000', currency: 'CNY' } });
  ids.zhangPayment = await w.start('sales2', payment, { reason: '供应商月结' });
  ids.adminOnly = await w.start('sales2', elsewhere, { reason: '合同盖章' });
  // The first request has waited 3 hours, the others 2.
  t.clock.advance(2 * 60 * 60_000);
  // Sessions do not last three hours: sign in again at the new time.
  await w.signInAll();
}, 120_000);
afterAll(async () => t.close());

describe('what is waiting for me', () => {
  it('lists exactly the caller’s tasks with process, applicant, amount, age and a link to each', async () => {
    const question = '我有哪些待办';
    const answer = await askEngine(t, token('finance'), question);
    expect(answer.text).toContain('你有 **3** 条待你审批的任务：');
    expect(answer.text).toContain(
      `| [充值申请](/general/my-agent/profile?id=${ids.zhangRecharge}) | 张伟 | 12,000.50\u00a0USD | 3\u00a0小时 |`,
    );
    expect(answer.text).toContain(
      `| [充值申请](/general/my-agent/profile?id=${ids.liRecharge}) | 李娜 | 3,000.00\u00a0CNY | 2\u00a0小时 |`,
    );
    expect(answer.text).toContain(`| [付款申请](/general/my-agent/profile?id=${ids.zhangPayment}) | 张伟 | — | 2\u00a0小时 |`);
    expect(answer.text).not.toContain('用章申请');
    expect(answer.text).toContain('](/general/my-agent)');
    expect(answer.card).toBeNull();
    expect(inventedNumbers(answer.text, question, answer.calls)).toEqual([]);
  });

  it('answers in English with the English process names', async () => {
    const answer = await askEngine(t, token('finance'), 'what is waiting for me?');
    expect(answer.text).toContain('You have **3** approvals waiting for you:');
    expect(answer.text).toContain(
      `| [Recharge request](/general/my-agent/profile?id=${ids.zhangRecharge}) | 张伟 | 12,000.50\u00a0USD | 3\u00a0h |`,
    );
  });

  it('says so when nothing waits', async () => {
    const answer = await askEngine(t, token('sales'), '我有哪些待办？');
    expect(answer.text).toContain('你现在没有待审批的任务。');
  });
});

describe('同意… answers with a confirmation card and does nothing', () => {
  it('finds the exact task by applicant name and process, and leaves it waiting', async () => {
    const before = await w.task('finance', ids.zhangRecharge);
    const question = '同意张伟的充值申请';
    const answer = await askEngine(t, token('finance'), question);
    expect(answer.text).toContain('找到张伟的「充值申请」，金额 **12,000.50 USD**。');
    expect(answer.text).toContain('金额 **12,000.50 USD**');
    expect(answer.card).toMatchObject({
      kind: 'agree',
      taskId: before.taskId,
      rev: before.rev,
      instanceId: ids.zhangRecharge,
      processName: '充值申请',
      applicantName: '张伟',
      keyFigure: { amount: '12000.5', currency: 'USD' },
      state: 'open',
    });
    expect(inventedNumbers(answer.text, question, answer.calls)).toEqual([]);
    expect(await w.task('finance', ids.zhangRecharge)).toEqual(before);
    expect(await w.todoCount('finance')).toBe(3);
  });

  it('finds it by pinyin in English too', async () => {
    const answer = await askEngine(t, token('finance'), "approve Zhang Wei's recharge request");
    expect(answer.card?.instanceId).toBe(ids.zhangRecharge);
    expect(answer.text).toContain('for **12,000.50 USD**');
    expect((await askEngine(t, token('finance'), '同意zhangwei的充值')).card?.instanceId).toBe(ids.zhangRecharge);
  });

  it('asks which when several tasks fit, and says so when none does', async () => {
    const several = await askEngine(t, token('finance'), '同意充值申请');
    expect(several.card).toBeNull();
    expect(several.text).toContain('有 2 条待办符合，你指的是哪一条？');
    expect(several.text).toContain(`/general/my-agent/profile?id=${ids.liRecharge}`);
    expect(several.text).not.toContain(`/general/my-agent/profile?id=${ids.zhangPayment}`);
    const nobody = await askEngine(t, token('finance'), '同意赵敏的充值申请');
    expect(nobody.card).toBeNull();
    expect(nobody.text).toContain('你的 3 条待办中没有与「赵敏的充值申请」相符的任务。');
    const nothing = await askEngine(t, token('sales'), '同意张伟的充值申请');
    expect(nothing.text).toContain('你现在没有待审批的任务，所以没有可以同意的申请。');
  });

  it('gives the same card when a model makes the call', async () => {
    const engine = new LlmEngine(toolUsingModel('act_on_task', { action: 'agree', request: '张伟的充值申请' }));
    const answer = await askEngine(t, token('finance'), '帮我同意张伟的充值申请', { engine });
    expect(answer.card).toMatchObject({ instanceId: ids.zhangRecharge, state: 'open', keyFigure: { amount: '12000.5', currency: 'USD' } });
    expect(answer.text).toContain('金额 **12,000.50 USD**');
    expect(answer.text).not.toContain('注意');
    expect(await w.todoCount('finance')).toBe(3);
  });

  it('opens the detail for 驳回 instead of acting', async () => {
    const answer = await askEngine(t, token('finance'), '驳回张伟的付款申请');
    expect(answer.card).toBeNull();
    expect(answer.text).toContain('驳回需要写明原因');
    expect(answer.text).toContain(`](/general/my-agent/profile?id=${ids.zhangPayment})`);
  });
});

async function askStream(conversation: Conversation, content: string) {
  const events = await readEvents(await postStream(t, token('finance'), { content, conversationUuid: conversation.uuid }));
  return { events, text: messageText(events), card: events.find((event) => event.event === 'card')?.data.card as ChatMessage['card'] };
}

async function storedCard(conversation: Conversation): Promise<ChatMessage['card']> {
  const answer = await w.ok<{ chats: ChatMessage[] }>('finance', conversationDetail, { query: { uuid: conversation.uuid } });
  return answer.chats[0]?.card ?? null;
}

describe('the card’s button', () => {
  it('agrees through the workflow call; another user is refused; the stored card shows the outcome and a repeat is a conflict', async () => {
    const conversation = await w.ok<Conversation>('finance', createConversation, { body: { initialQuestion: '同意张伟的充值申请' } });
    const { card } = await askStream(conversation, '同意张伟的充值申请');
    if (!card) throw new Error('no card streamed');
    expect(await storedCard(conversation)).toMatchObject({ taskId: card.taskId, state: 'open', handledAt: null });

    const refused = await w.agree('sales', card);
    expect(refused.body.code).not.toBe(0);
    expect(await w.todoCount('finance')).toBe(3);

    const agreed = await w.agree('finance', card, { comment: '已核对到账' });
    expect(agreed.body.code).toBe(0);
    expect(await w.todoCount('finance')).toBe(2);
    expect(await storedCard(conversation)).toMatchObject({ state: 'agreed', handledAt: t.clock.now().toISOString() });
    const detail = await w.ok<InstanceDetail>('finance', operateInstanceDetail, { query: { instanceId: ids.zhangRecharge } });
    expect(detail.timeline.at(-1)).toMatchObject({ action: 'agree', staffName: '陈静', comment: '已核对到账' });

    const again = await w.agree('finance', card);
    expect(again.body.code).toBe(APP_CODES.TASK_STALE);
  });

  it('on a task that changed since the card was made answers the conflict code, and the card says it changed', async () => {
    const conversation = await w.ok<Conversation>('finance', createConversation, { body: { initialQuestion: '同意李娜的充值申请' } });
    const { card } = await askStream(conversation, '同意李娜的充值申请');
    if (!card) throw new Error('no card streamed');
    // Finance asks the general manager to sign first; the task comes back at a newer revision.
    await w.ok('finance', operateAddSign, { body: { taskId: card.taskId, rev: card.rev, staffIds: [w.id('admin')], position: 'before' } });
    await w.agree('admin', await w.task('admin', ids.liRecharge));
    expect((await w.task('finance', ids.liRecharge)).rev).toBeGreaterThan(card.rev);
    expect(await storedCard(conversation)).toMatchObject({ state: 'changed' });

    const stale = await w.agree('finance', card);
    expect(stale.body.code).toBe(APP_CODES.TASK_STALE);
    expect(stale.body.msg).toBeTruthy();
    expect(await w.todoCount('finance')).toBe(2);
  });
});
