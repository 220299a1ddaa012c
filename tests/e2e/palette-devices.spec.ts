import { expect, test, type Page } from '@playwright/test';
import { portLabel } from '../../src/server/devices/device-labels';
import { demoInventories } from '../../src/server/devices/inventory';
import { openPalette, paletteDialog, search, shownKeys } from './palette-support';
import { useDemoSimulator } from './devices-support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Issue 15, palette: a port or IMEI typed in `#` finds the device, and its action panel asks before
 * 查询余额 and shows the device's answer. The seeded servers point at the simulator, so it runs here
 * (as in devices-ports.spec.ts); without it the balance would fail as unreachable.
 */
useDemoSimulator();

/** The first port with a SIM on the first bank of the first demo server (the same at every seed scale). */
const bank = demoInventories(1)[0]!.banks[0]!;
const seeded = bank.ports.find((port) => port.iccid)!;
const label = portLabel(bank.code, seeded.portNo);
const imei = seeded.imei as string;
const SHOTS = process.env.PALETTE_SHOTS;

async function openDevicePanel(page: Page): Promise<void> {
  await openPalette(page);
  await search(page, `#${imei}`);
  await expect.poll(() => shownKeys(page)).toHaveLength(1);
  await expect(paletteDialog(page).getByRole('option').first()).toContainText(label);
  await page.keyboard.press('Enter');
}

test('ops finds a port by IMEI in #, opens its actions and reads its balance after confirming', async ({ browser }) => {
  const page = await signedIn(browser, 'ops');
  await openDevicePanel(page);
  const dialog = paletteDialog(page);
  await expect(dialog.getByRole('region', { name: `端口 ${label}` })).toContainText(imei);
  await expect.poll(() => shownKeys(page)).toContain('action:deviceBalance');
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('option', { name: /查询余额/ }).click();
  const confirm = dialog.getByRole('option', { name: new RegExp(`确认查询端口 ${label} 的余额`) });
  await expect(confirm).toBeVisible();
  expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  await confirm.click();
  await expect(page.getByText(new RegExp(`端口 ${label} 余额：.*balance \\d+\\.\\d{2}`))).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toBeHidden();
});

test('sales gets no device section in #', async ({ browser }) => {
  const page = await signedIn(browser, 'sales');
  await openPalette(page);
  await search(page, `#${imei}`);
  await expect(paletteDialog(page).getByText('没有找到', { exact: false })).toBeVisible();
  expect((await shownKeys(page)).filter((key) => key.startsWith('device:'))).toEqual([]);
  await expect(paletteDialog(page).getByText('设备', { exact: true })).toHaveCount(0);
});

test('the device panel at 1440 and 375, in zh and en (screenshots)', async ({ browser }) => {
  test.skip(!SHOTS, 'set PALETTE_SHOTS=<dir> to take the screenshots');
  test.setTimeout(180_000);
  for (const [locale, width] of [
    ['zh-CN', 1440],
    ['zh-CN', 375],
    ['en', 1440],
    ['en', 375],
  ] as const) {
    const page = await signedIn(browser, 'ops', 'zh-CN', width);
    if (locale === 'en') {
      // Through the palette's own language switch (the sign-in page is Chinese-first).
      await openPalette(page);
      await search(page, 'qhyy');
      await page.keyboard.press('Enter');
      await search(page, 'english');
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await openDevicePanel(page);
    await expect.poll(() => shownKeys(page)).toContain('action:deviceBalance');
    await page.screenshot({ path: `${SHOTS}/device-panel-${locale}-${width}.png` });
    await page.keyboard.press('Enter');
    await page.screenshot({ path: `${SHOTS}/device-confirm-${locale}-${width}.png` });
    await page.context().close();
  }
});
