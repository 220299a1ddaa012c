import { expect, test, type Page } from '@playwright/test';
import { signInWithSso } from './support';
import { api, ask, lastChat, openAssistant, panel } from './assistant-support';

interface Conversation {
  uuid: string;
  title: string;
  isTop: boolean;
}
interface Chat {
  uuid: string;
  aiResponse: string;
  status: string;
  stopped: boolean;
  like: number | null;
}

async function latestConversation(page: Page): Promise<Conversation> {
  const [first] = await api<Conversation[]>(page, 'GET', '/v2/ai/api/conversations/list');
  if (!first) throw new Error('no conversation');
  return first;
}

async function chatsOf(page: Page, uuid: string): Promise<Chat[]> {
  return (await api<{ chats: Chat[] }>(page, 'GET', `/v2/ai/api/conversations/detail?uuid=${uuid}&limit=10`)).chats;
}

test('stop mid-stream: the server marks the chat stopped and keeps the part already sent', async ({ page }) => {
  await signInWithSso(page, 'sales2');
  await openAssistant(page);
  const chat = await ask(page, '业务查询模块有哪些功能？');
  await expect(chat).toHaveAttribute('data-status', 'streaming', { timeout: 15_000 });
  await panel(page).getByRole('button', { name: '停止' }).click();
  await expect(chat).toHaveAttribute('data-status', 'stopped');
  await expect(chat).toContainText('已停止回答');
  const conversation = await latestConversation(page);
  const [stored] = await chatsOf(page, conversation.uuid);
  expect(stored).toMatchObject({ status: 'stopped', stopped: true });
  expect(stored?.aiResponse.length).toBeGreaterThan(0);
  // The whole answer is longer than what was kept.
  const again = await ask(page, '业务查询模块有哪些功能？');
  await expect(again).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const [full] = await chatsOf(page, conversation.uuid);
  expect(full?.aiResponse.length).toBeGreaterThan(stored?.aiResponse.length ?? 0);
});

test('feedback with tags, pin and delete with confirmation, and a new conversation', async ({ page }) => {
  await signInWithSso(page, 'ops');
  await openAssistant(page);
  const chat = await ask(page, '你好');
  await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 15_000 });

  await chat.getByRole('button', { name: '赞' }).click();
  const form = page.getByRole('dialog', { name: '哪里让你满意？' });
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByText('请至少选择一个标签')).toBeVisible();
  await form.getByRole('button', { name: '回答清晰' }).click();
  await form.getByRole('textbox').fill('清楚');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('感谢你的反馈')).toBeVisible();
  await expect(chat.getByRole('button', { name: '赞' })).toHaveAttribute('aria-pressed', 'true');
  const conversation = await latestConversation(page);
  expect((await chatsOf(page, conversation.uuid))[0]?.like).toBe(1);

  const sessions = panel(page).getByTestId('assistant-sessions');
  const item = sessions.getByRole('listitem').filter({ hasText: '你好' });
  await item.hover();
  await item.getByRole('button', { name: '置顶' }).click();
  await expect(page.getByRole('alertdialog', { name: '确认置顶？' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(item.getByLabel('已置顶')).toBeVisible();
  expect((await latestConversation(page)).isTop).toBe(true);

  await item.hover();
  await item.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认删除会话？' });
  await expect(confirm).toContainText('删除后聊天记录将无法恢复。');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(panel(page).getByText('还没有会话，开始一个新会话吧')).toBeVisible();
  // Deleting the conversation on screen returns to a new one: the home view with its greeting.
  await expect(panel(page).getByRole('heading', { name: /有什么可以帮你/ })).toBeVisible();
  expect(await api<Conversation[]>(page, 'GET', '/v2/ai/api/conversations/list')).toEqual([]);
});

test('a conversation of 25 messages pages in ten at a time when scrolled to the top; suggested questions change batch', async ({
  page,
}) => {
  await signInWithSso(page, 'finance');
  // 25 questions asked through the API (the answers stream as in the panel).
  await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
    const created = await (
      await fetch('/v2/ai/api/conversations/create', { method: 'POST', headers, body: JSON.stringify({ initialQuestion: '历史分页' }) })
    ).json();
    for (let n = 1; n <= 25; n += 1) {
      const answer = await fetch('/v2/ai/api/chat/stream', {
        method: 'POST',
        headers,
        body: JSON.stringify({ content: `你好 ${n}`, conversationUuid: created.data.uuid }),
      });
      await answer.text();
    }
  });
  await openAssistant(page);
  const first = panel(page).getByTestId('assistant-suggestions').getByRole('button').nth(1);
  const type = await first.getAttribute('data-type');
  await panel(page).getByRole('button', { name: '换一批' }).click();
  await expect(first).not.toHaveAttribute('data-type', type ?? '');
  await expect(panel(page).getByTestId('assistant-suggestions').getByRole('listitem')).toHaveCount(3);

  await panel(page).getByTestId('assistant-sessions').getByRole('button', { name: '历史分页' }).click();
  const chats = panel(page).getByTestId('assistant-chat');
  await expect(chats).toHaveCount(10);
  await expect(chats.last()).toContainText('你好 25');
  const scroller = panel(page).getByTestId('assistant-conversation');
  for (const expected of [20, 25]) {
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(chats).toHaveCount(expected);
  }
  await expect(chats.first()).toContainText('你好 1');
  await expect(panel(page).getByText('没有更多记录了')).toBeVisible();
  await expect(lastChat(page)).toContainText('你好 25');
});
