import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { formatUsd } from '../../src/shared/business/figures';
import { signInWithSso } from './support';
import { api, lastChat, lastMonth, openAssistant } from './assistant-support';

/**
 * On a phone (375 × 812) the assistant is full screen with the conversation list as a drawer: a
 * person types a question with the input in reach, sends it, reads the figure, and opens and
 * closes the list.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('at 375 px the assistant fills the screen; a question typed and sent gets its figure; the list is a drawer', async ({ page }) => {
  await signInWithSso(page, 'sales');
  const panel = await openAssistant(page);
  await expect(panel).toHaveAttribute('data-layout', 'phone');
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
  const history = panel.getByRole('navigation', { name: '历史会话' });
  await expect(history).toHaveCount(0);

  const input = panel.getByRole('textbox', { name: '向 AI 助手提问' });
  const inputBox = await input.boundingBox();
  // The whole width is the conversation's: the box is wide and sits at the bottom of the screen.
  expect(inputBox?.width).toBeGreaterThan(230);
  expect((inputBox?.y ?? 0) + (inputBox?.height ?? 0)).toBeGreaterThan(740);
  await input.tap();
  await page.keyboard.type('上个月短信业绩是多少？');
  await expect(input).toHaveValue('上个月短信业绩是多少？');
  await panel.getByRole('button', { name: '发送', exact: true }).tap();
  const chat = lastChat(page);
  await expect(chat).toContainText('上个月短信业绩是多少？');
  await expect(chat).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const { from, to } = lastMonth();
  const figures = await api<{ totals: { revenue: string } }>(page, 'POST', '/v2/bq/performance/query', { from, to, product: 'sms' });
  const answer = chat.getByTestId('assistant-answer');
  await expect(answer).toContainText(`收入 ${formatUsd(figures.totals.revenue)}`);
  expect((await answer.boundingBox())?.width).toBeGreaterThan(280);

  // The drawer: opened by its button, closed by a tap outside, by Esc, and by choosing a conversation.
  const toggle = panel.locator('header').getByRole('button', { name: /会话列表/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await expect(history).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Newest first: this conversation, marked as the one on screen.
  const ours = history.getByRole('button', { name: '上个月短信业绩是多少？' }).first();
  await expect(ours).toHaveAttribute('aria-current', 'true');
  const axe = await new AxeBuilder({ page }).include('[data-testid="assistant-panel"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByTestId('assistant-drawer-backdrop').tap({ position: { x: 360, y: 300 } });
  await expect(history).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.tap();
  await expect(history).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);
  await expect(panel).toBeVisible();

  await toggle.tap();
  await history.getByRole('button', { name: '新建会话' }).tap();
  await expect(history).toHaveCount(0);
  await expect(panel.getByTestId('assistant-suggestions')).toBeVisible();
  await toggle.tap();
  await ours.tap();
  await expect(history).toHaveCount(0);
  await expect(lastChat(page).getByTestId('assistant-answer')).toContainText(`收入 ${formatUsd(figures.totals.revenue)}`);
});
