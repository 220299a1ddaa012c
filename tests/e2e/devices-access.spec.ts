import { expect, test } from '@playwright/test';
import { go } from './shell-support';
import { signInWithSso } from './support';
import { allKeys, openPalette, search } from './palette-support';
import { DEVICE_PAGES } from './devices-support';

/**
 * Issue 15 acceptance 3 (access): a sales person holds neither the SIM-bank pages of operations
 * nor the device look-ups of business inquiry — each answers 403 — and the palette offers none of
 * them, nor the device actions, however it is asked.
 */
const OPERATIONS = DEVICE_PAGES.filter((entry) => entry.path.startsWith('/businessOperations/'));
const INQUIRY = DEVICE_PAGES.filter((entry) => entry.path.startsWith('/businessInquiry/'));

test('sales gets 403 on the SIM-bank pages of operations', async ({ page }) => {
  await signInWithSso(page, 'sales');
  for (const entry of OPERATIONS) {
    await go(page, entry.path);
    await expect(page.getByRole('heading', { name: '暂无权限，请联系管理员' }), entry.path).toBeVisible();
  }
});

// Sales holds business inquiry, but the device look-ups need the SIM-bank permission too.
test('sales gets 403 on the device look-ups of business inquiry', async ({ page }) => {
  await signInWithSso(page, 'sales');
  for (const entry of INQUIRY) {
    await go(page, entry.path);
    await expect(page.getByRole('heading', { name: '暂无权限，请联系管理员' }), entry.path).toBeVisible();
  }
});

test('sales finds no device page or device action in the palette', async ({ page }) => {
  await signInWithSso(page, 'sales');
  await openPalette(page);
  for (const query of ['simbank', '端口', 'imei', 'dongle', '设备', '>imei']) {
    await search(page, query);
    const keys = await allKeys(page);
    const device = keys.filter(
      (key) =>
        key.startsWith('page:/businessOperations/simbank') ||
        key.startsWith('page:/businessInquiry/device-info') ||
        key === 'page:/businessInquiry/portquery' ||
        key.startsWith('cmd:devices.'),
    );
    expect(device, query).toEqual([]);
  }
});

test('operations finds the IMEI page and its actions in the palette', async ({ page }) => {
  await signInWithSso(page, 'ops');
  await openPalette(page);
  await search(page, 'imei');
  const keys = await allKeys(page);
  expect(keys).toContain('page:/businessOperations/simbank/imei');
  expect(keys).toContain('cmd:devices.generate-imei');
  expect(keys).toContain('cmd:devices.upload-imei');
});
