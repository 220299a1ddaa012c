import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { FOREIGN_ORIGIN, SECTION_APP } from './section-app-support';
import { go, tabBar, tabKeys } from './shell-support';
import { signInWithSso } from './support';

/**
 * SECTION_APPS in the browser: the early-warning section is served by its section application
 * (global-setup.ts points `tj` at http://section-app.test/), embedded in a frame, talking to the
 * shell through the postMessage bridge (src/client/pages/iframe-bridge.ts).
 */

/**
 * The section application: it shows the address it was asked for, reports its title on load, and
 * has one button per bridge request. "Embed a foreign page" loads a frame of another site that
 * posts well-formed bridge requests to the shell, which must ignore them.
 */
const APP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Early warning app</title></head>
<body>
  <p id="where"></p>
  <button id="navigate">Go to live monitoring</button>
  <button id="open-tab">Open alarm data in a tab</button>
  <button id="retitle">Retitle</button>
  <button id="foreign">Embed a foreign page</button>
  <script>
    const post = (message) => window.parent.postMessage(message, '*');
    const page = location.pathname.split('/').pop();
    document.getElementById('where').textContent = location.pathname + location.search;
    post({ type: 'switchboard:title', title: 'Alarm engine · ' + page });
    document.getElementById('navigate').onclick = () => post({ type: 'switchboard:navigate', path: '/heavenlyWarning/monitoring?from=' + page });
    document.getElementById('open-tab').onclick = () => post({ type: 'switchboard:open-tab', path: '/heavenlyWarning/alarmdata' });
    document.getElementById('retitle').onclick = () => post({ type: 'switchboard:title', title: 'Alarm engine · renamed' });
    document.getElementById('foreign').onclick = () => {
      const frame = document.createElement('iframe');
      frame.src = '${FOREIGN_ORIGIN}/embed';
      document.body.append(frame);
    };
  </script>
</body></html>`;

/** A page of another site, framed by the app: it tries every request on the shell (window.top). */
const FOREIGN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Foreign</title></head>
<body><script>
  window.top.postMessage({ type: 'switchboard:title', title: 'Foreign title' }, '*');
  window.top.postMessage({ type: 'switchboard:navigate', path: '/home' }, '*');
  window.top.postMessage({ type: 'switchboard:open-tab', path: '/heavenlyWarning/alrmrules/rules' }, '*');
</script></body></html>`;

const requested: string[] = [];

async function serveSectionApp(context: BrowserContext): Promise<void> {
  await context.route(`${SECTION_APP.origin}/**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: APP_PAGE });
  });
  await context.route(`${FOREIGN_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FOREIGN_PAGE }),
  );
}

/** The frame of a page (by its title in the table); hidden tabs keep theirs, so only the visible one. */
const frameOf = (page: Page, title: string) => page.locator(`main#main iframe[title="预警监控：${title}"]`).filter({ visible: true });

/** Records the bridge-shaped messages that reach the shell window, with their origin. */
async function recordMessages(page: Page): Promise<() => Promise<{ origin: string; type: string }[]>> {
  await page.evaluate(() => {
    const seen: { origin: string; type: string }[] = [];
    (window as unknown as { seenMessages: typeof seen }).seenMessages = seen;
    window.addEventListener('message', (event: MessageEvent<{ type?: string }>) =>
      seen.push({ origin: event.origin, type: String(event.data?.type) }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { seenMessages: { origin: string; type: string }[] }).seenMessages);
}

test.describe('section application frames (SECTION_APPS)', () => {
  test.beforeEach(async ({ context }) => {
    requested.length = 0;
    await serveSectionApp(context);
  });

  test('embeds the page with its path, takes its title, and follows navigate and open-tab', async ({ page }) => {
    await signInWithSso(page, 'admin');
    await go(page, '/heavenlyWarning/basiclibrary?level=high');

    // The frame asks the app for the same page and query.
    const basic = frameOf(page, '基础库');
    await expect(basic).toHaveAttribute('src', 'http://section-app.test/heavenlyWarning/basiclibrary?level=high');
    await expect(page.frameLocator('iframe[title="预警监控：基础库"]').locator('#where')).toHaveText(
      '/heavenlyWarning/basiclibrary?level=high',
    );
    expect(requested).toEqual(['http://section-app.test/heavenlyWarning/basiclibrary?level=high']);

    // title → this tab's title.
    const basicTab = tabBar(page).locator('li[data-tab="/heavenlyWarning/basiclibrary?level=high"]');
    await expect(basicTab).toContainText('Alarm engine · basiclibrary');

    // navigate → the shell goes to the path the app asked for, which the app then serves.
    const app = page.frameLocator('iframe[title="预警监控：基础库"]');
    await app.getByRole('button', { name: 'Go to live monitoring' }).click();
    await expect(page).toHaveURL(/\/heavenlyWarning\/monitoring\?from=basiclibrary$/);
    await expect(frameOf(page, '实时监控')).toHaveAttribute('src', 'http://section-app.test/heavenlyWarning/monitoring?from=basiclibrary');
    await expect(tabBar(page).locator('li[data-tab="/heavenlyWarning/monitoring?from=basiclibrary"]')).toContainText(
      'Alarm engine · monitoring',
    );

    // open-tab → a new tab with that page, on screen.
    const before = await tabKeys(page);
    expect(before).not.toContain('/heavenlyWarning/alarmdata');
    await page.frameLocator('iframe[title="预警监控：实时监控"]').getByRole('button', { name: 'Open alarm data in a tab' }).click();
    await expect(page).toHaveURL(/\/heavenlyWarning\/alarmdata$/);
    await expect.poll(() => tabKeys(page)).toEqual([...before, '/heavenlyWarning/alarmdata']);
    await expect(frameOf(page, '告警数据')).toHaveAttribute('src', 'http://section-app.test/heavenlyWarning/alarmdata');
    await expect(tabBar(page).locator('li[data-tab="/heavenlyWarning/alarmdata"]')).toContainText('Alarm engine · alarmdata');
  });

  test('ignores bridge messages from any other origin or window', async ({ page }) => {
    await signInWithSso(page, 'admin');
    await go(page, '/heavenlyWarning/configlibrary');
    const tab = tabBar(page).locator('li[data-tab="/heavenlyWarning/configlibrary"]');
    await expect(tab).toContainText('Alarm engine · configlibrary');
    const tabsBefore = await tabKeys(page);
    const seen = await recordMessages(page);

    // Another site framed inside the app, and the shell's own window, send well-formed requests.
    const app = page.frameLocator('iframe[title="预警监控：配置库"]');
    await app.getByRole('button', { name: 'Embed a foreign page' }).click();
    await page.evaluate(() => window.postMessage({ type: 'switchboard:navigate', path: '/home' }, '*'));
    await expect.poll(async () => (await seen()).filter((message) => message.origin === FOREIGN_ORIGIN).length).toBe(3);
    await expect.poll(async () => (await seen()).some((message) => message.origin === new URL(page.url()).origin)).toBe(true);

    // A later message of the app itself still works, so the ones before it were handled, and ignored.
    await app.getByRole('button', { name: 'Retitle' }).click();
    await expect(tab).toContainText('Alarm engine · renamed');
    await expect(page).toHaveURL(/\/heavenlyWarning\/configlibrary$/);
    expect(await tabKeys(page)).toEqual(tabsBefore);
    await expect(tabBar(page).getByText('Foreign title')).toHaveCount(0);
  });
});
