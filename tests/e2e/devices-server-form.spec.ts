import { expect, test } from '@playwright/test';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';
import { deviceSection } from './devices-support';

/** The device server form picks its supplier from a searchable list at desktop, tablet and phone widths (axe clean). */
for (const [locale, labels] of [['zh-CN', { add: '新增服务器', title: '新增设备服务器', supplier: '供应商' }]] as const) {
  test(`the supplier is searched and picked (${locale})`, async ({ browser }) => {
    for (const width of [1440, 900, 375]) {
      const page = await signedIn(browser, 'ops', locale, width);
      await page.goto(`${baseUrl()}/businessOperations/simbank/vod/server`);
      await page.locator(deviceSection('server-title')).getByRole('button', { name: labels.add }).click();
      const dialog = page.getByRole('dialog', { name: labels.title });
      const box = dialog.getByRole('combobox', { name: labels.supplier });
      await box.fill('SP');
      const option = dialog.getByRole('option').first();
      await expect(option).toBeVisible();
      await page.screenshot({ path: `test-results/devices-server-form-${locale}-${width}.png` });
      const picked = await option.innerText();
      await option.click();
      await expect(box).toHaveValue(new RegExp(picked.split('\n')[0]!.trim().slice(0, 4)));
      expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
      await page.context().close();
    }
  });
}
