import { expect, type Locator, type Page } from '@playwright/test';
import { baseUrl } from './support';

/** Helpers of the AI assistant's browser tests. */
export const panel = (page: Page): Locator => page.getByRole('dialog', { name: /AI 助手|AI assistant/ });
export const lastChat = (page: Page): Locator => panel(page).getByTestId('assistant-chat').last();

export async function openAssistant(page: Page): Promise<Locator> {
  await page.getByTestId('assistant-opener').click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

/** Types a question into the panel and sends it with Enter. */
export async function ask(page: Page, question: string): Promise<Locator> {
  const box = panel(page).getByRole('textbox', { name: /向 AI 助手提问|Ask the AI assistant/ });
  await box.fill(question);
  await box.press('Enter');
  await expect(lastChat(page)).toContainText(question);
  return lastChat(page);
}

/** Calls the API with the page's session. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const response =
    method === 'GET'
      ? // A read after a long pause (three approvers signing in one after another) can go out on a
        // kept-alive socket just as the server closes it after 65 s idle; a browser sends such a
        // read again, and so does this.
        await page.request.get(`${baseUrl()}${path}`, { headers, maxRetries: 1 })
      : await page.request.post(`${baseUrl()}${path}`, { headers, data: data ?? {} });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** The Asia/Shanghai date today and the first and last day of last month. */
export function lastMonth(): { from: string; to: string } {
  const today = new Date(Date.now() + 8 * 3600 * 1000);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
