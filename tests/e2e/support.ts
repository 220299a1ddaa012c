import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Switchboard#2026';

/**
 * A setting of this worker's own server: global setup starts one server per worker and names its
 * settings by the worker's index (E2E_BASE_URL_0, E2E_BASE_URL_1, …).
 */
export function workerEnv(name: 'E2E_BASE_URL' | 'E2E_SERVER_LOG' | 'E2E_SMTP_PORT'): string {
  const value = process.env[`${name}_${process.env.TEST_PARALLEL_INDEX ?? '0'}`];
  if (!value) throw new Error(`${name} is not set: run through playwright (global setup starts the servers)`);
  return value;
}

export function baseUrl(): string {
  return workerEnv('E2E_BASE_URL');
}

function serverLog(): string {
  return readFileSync(workerEnv('E2E_SERVER_LOG'), 'utf8');
}

/** Lines in the log so far; pass it to waitForCode to read only codes printed after this point. */
export function logMark(): number {
  return serverLog().length;
}

/** The verification code the console notifier printed for the user after the mark. */
export async function waitForCode(username: string, mark: number): Promise<string> {
  const pattern = new RegExp(`\\[auth\\] verification code for ${username}: (\\d{6})`, 'g');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const matches = [...serverLog().slice(mark).matchAll(pattern)];
    const last = matches.at(-1)?.[1];
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code was printed for ${username}`);
}

/** The first-visit overlay whose turn it is (`<html data-first-visit>`), once the queue has decided. */
export async function firstVisitTurn(page: Page): Promise<string> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-first-visit', /^(?!pending$)./);
  return (await html.getAttribute('data-first-visit')) ?? '';
}

/** Dismisses the first-visit overlay on screen the way a person would. */
export async function dismissFirstVisitOverlay(page: Page, turn: string): Promise<void> {
  if (turn === 'version') {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(我知道了|Got it)$/ })
      .click();
    // The modal hid the page from the accessibility tree until it closed.
    await expect(page.getByRole('navigation', { name: /菜单|Menu/ }).or(page.locator('[data-device-mode="mobile"]'))).toBeVisible();
  } else if (turn === 'searchGuide') {
    await page
      .getByRole('dialog', { name: /页面搜索，快速直达|Page search/ })
      .getByRole('button')
      .click();
  } else if (turn === 'tour') {
    await page
      .getByTestId('nav-tour')
      .getByRole('button', { name: /^(跳过|Skip|我知道了|Got it)$/ })
      .click();
  } else if (turn === 'loginPrompt') {
    const card = page.getByRole('complementary', { name: /温馨提示|Note/ });
    const said = await card.innerText();
    await card
      .getByRole('button', { name: /^(知道了|Dismiss)$/ })
      .first()
      .click();
    // Dismissing the sign-in prompt may hand the same card to the rating question (a popup rule
    // such as "after N sign-ins" applies): that is the next overlay, which the caller's loop clears.
    await expect
      .poll(
        async () =>
          (await page.locator('html').getAttribute('data-first-visit')) !== turn ||
          (await card.count()) === 0 ||
          (await card.innerText()) !== said,
      )
      .toBe(true);
    return;
  } else {
    throw new Error(`no first-visit overlay named ${turn}`);
  }
  await expect(page.locator('html')).not.toHaveAttribute('data-first-visit', turn);
}

/**
 * Clears the shell's first-visit overlays once the page is there, one at a time as the shell
 * shows them (version notice → page-search guide → tour → sign-in prompt); `keep.guide` stops at
 * the page-search guide. Call before the navigation that signs in.
 */
export function watchShellPopups(page: Page, keep: { guide?: boolean } = {}): () => Promise<void> {
  return async () => {
    await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'false');
    for (;;) {
      const turn = await firstVisitTurn(page);
      if (turn === 'idle' || (turn === 'searchGuide' && keep.guide)) return;
      await dismissFirstVisitOverlay(page, turn);
    }
  };
}

/** Fills the login form with the password and the code the server printed, submits it, and returns on /home. */
export async function submitPasswordSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  const mark = logMark();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await waitForCode(username, mark));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Picks the user on the development identity provider's page and returns on /home. */
export async function submitSsoSignIn(page: Page, username: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('button', { name: '钉钉登录' }).click();
  await expect(page).toHaveURL(/\/dev-idp\/authorize/);
  await page.locator(`button[data-username="${username}"]`).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs in through the login form with the password and the code the server printed. */
export async function signInWithCode(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const settle = watchShellPopups(page);
  await submitPasswordSignIn(page, username, password);
  await settle();
}

/** Signs in through the development identity provider (single sign-on; no code, no send cooldown). */
export async function signInWithSso(page: Page, username: string): Promise<void> {
  const settle = watchShellPopups(page);
  await submitSsoSignIn(page, username);
  await settle();
}

/** The keys of the top-level menus the left menu shows. */
export async function topMenuKeys(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '菜单' });
  await expect(nav).toBeVisible();
  return nav
    .locator('[data-menu-key]')
    .evaluateAll((nodes) =>
      nodes.filter((node) => !node.parentElement?.closest('[data-menu-key]')).map((node) => node.getAttribute('data-menu-key') ?? ''),
    );
}
