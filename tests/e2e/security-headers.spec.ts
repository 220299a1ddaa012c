import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { ask, openAssistant } from './assistant-support';
import { watchCspViolations } from './csp-support';
import { openPalette, paletteDialog, search } from './palette-support';
import { SECTION_APP } from './section-app-support';
import { go } from './shell-support';
import { baseUrl, signInWithSso } from './support';

/**
 * The Content-Security-Policy and frame rules of src/server/http/security-headers.ts, as Chromium
 * enforces them: no framing by another site, no injected script, and nothing the portal itself
 * does trips the policy.
 */

/**
 * Another site on this machine: its own port on loopback (an address the browser treats like the
 * portal's, so only the portal's headers can refuse the frame). `/prize` frames the portal and,
 * as a control, a page of a third origin that sends no headers.
 */
let attacker: Server;
let attackerOrigin = '';
let controlOrigin = '';

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (request.url === '/prize') {
      response.end(`<!doctype html><title>Win a prize</title><p>Click the button!</p>
<iframe id="victim" src="${baseUrl()}/login" width="900" height="600" style="opacity:0.01"></iframe>
<iframe id="control" src="${controlOrigin}/plain" width="300" height="100"></iframe>`);
    } else if (request.url === '/payload.js') {
      response.setHeader('Content-Type', 'text/javascript');
      response.end('window.pwned = "foreign";');
    } else {
      response.end('<!doctype html><title>Plain</title><p id="plain">framed fine</p>');
    }
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const { port } = attacker.address() as AddressInfo;
  attackerOrigin = `http://127.0.0.1:${port}`;
  controlOrigin = `http://localhost:${port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

/** The document inside the iframe with this id, once the framing page has loaded. */
async function frameContent(page: Page, id: string): Promise<Frame> {
  const frame = await (await page.locator(`iframe#${id}`).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`iframe#${id} has no document`);
  await frame.waitForLoadState('load');
  return frame;
}

test.describe('Content-Security-Policy in Chromium', () => {
  test('another site cannot frame the portal (clickjacking); the portal can frame itself', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${attackerOrigin}/prize`);
    // The control: a page of another origin without these headers renders in the same page.
    await expect((await frameContent(page, 'control')).locator('#plain')).toHaveText('framed fine');
    const victim = await frameContent(page, 'victim');
    // Chromium replaces a refused frame with its own error page: no portal document, no form.
    expect(victim.url()).not.toContain(baseUrl());
    await expect(victim.locator('#root')).toHaveCount(0);
    await expect(victim.getByLabel('用户名')).toHaveCount(0);
    await expect
      .poll(() => refusals)
      .toEqual([
        `Framing '${baseUrl()}/' violates the following Content Security Policy directive: "frame-ancestors 'self'". The request has been blocked.\n`,
      ]);

    // The same frame inside the portal's own page is allowed (frame-ancestors 'self'), and it does render.
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.id = 'own';
      frame.src = '/login';
      document.body.append(frame);
    });
    const own = await frameContent(page, 'own');
    await expect(own.getByLabel('用户名')).toBeVisible();
  });

  test('a script injected into a portal page does not run, and each attempt is reported', async ({ page }) => {
    await page.goto(`${baseUrl()}/login`);
    await expect(page.getByLabel('用户名')).toBeVisible();
    const outcome = await page.evaluate(async (attacker) => {
      const reported: { directive: string; blocked: string }[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        reported.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
      );
      const win = window as unknown as { pwned?: string };
      // An inline <script> element, as a stored-XSS payload added to the DOM would be.
      const inline = document.createElement('script');
      inline.textContent = 'window.pwned = "inline";';
      document.body.append(inline);
      // An inline event handler in markup set through innerHTML.
      const holder = document.createElement('div');
      holder.innerHTML = '<img alt="" src="data:," onerror="window.pwned = \'handler\'">';
      document.body.append(holder);
      // A script from another origin.
      const foreign = document.createElement('script');
      foreign.src = `${attacker}/payload.js`;
      document.body.append(foreign);
      // A javascript: link.
      const link = document.createElement('a');
      link.href = 'javascript:window.pwned = "link"';
      document.body.append(link);
      link.click();
      // Text turned into code, by a timer (page.evaluate itself may eval: DevTools is exempt).
      setTimeout('window.pwned = "timer";', 0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return { pwned: win.pwned ?? null, reported };
    }, attackerOrigin);
    expect(outcome.pwned).toBeNull();
    const byDirective = Object.fromEntries(outcome.reported.map(({ directive, blocked }) => [directive, blocked]));
    expect(Object.keys(byDirective).sort()).toEqual(['script-src', 'script-src-attr', 'script-src-elem']);
    expect(outcome.reported).toEqual(
      expect.arrayContaining([
        { directive: 'script-src-elem', blocked: 'inline' },
        { directive: 'script-src-attr', blocked: 'inline' },
        { directive: 'script-src-elem', blocked: `${attackerOrigin}/payload.js` },
        { directive: 'script-src', blocked: 'eval' },
      ]),
    );
  });

  test("the portal's own pages run under the policy without a single violation", async ({ page, context }) => {
    const violations = await watchCspViolations(context);
    // The section application the shell frames (SECTION_APPS in global-setup.ts).
    await context.route(`${SECTION_APP.origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Early warning app</title><p id="where">app</p>',
      }),
    );
    // Login page, development identity provider, /authorize and home.
    await signInWithSso(page, 'admin');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await openPalette(page);
    await search(page, 'duanxin');
    await expect(paletteDialog(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await openAssistant(page);
    const answer = await ask(page, '上个月短信利润最高的5个客户');
    await expect(answer.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');

    await go(page, '/reportAnalysis/smsProfitAnalysis');
    const chart = page.locator('main#main [data-tab-key]').filter({ visible: true }).getByRole('img').first();
    await expect(chart.locator('canvas')).toBeVisible({ timeout: 30_000 });
    // The chart's tooltip is markup with style attributes.
    const box = await chart.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

    await go(page, '/general/download');
    await expect(page.getByRole('heading', { name: '下载中心' })).toBeVisible();

    await go(page, '/heavenlyWarning/basiclibrary');
    await expect(page.frameLocator('iframe[title="预警监控：基础库"]').locator('#where')).toHaveText('app');

    await page.goto(`${baseUrl()}/docs`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('接口文档');

    expect(violations()).toEqual([]);
  });
});
