import { expect, test } from '@playwright/test';
import { baseUrl } from './support';
import { signedIn } from './workflow-support';
import { deviceSection, useDemoSimulator } from './devices-support';

/**
 * The seeded device servers point at the simulator's default address, so the devices answer only
 * while it runs: without it every port would fail as unreachable and the test would prove nothing.
 * No failure rate, so a ready port must end active.
 */
useDemoSimulator();

/**
 * Issue 15 acceptance 3: an operations person (刘洋) ticks idle ports on a SIM bank, activates
 * them, watches the job's progress arrive, and sees each port's final state — in the job's
 * results and in the ports table, which agree.
 */
test('ops activates ports on a SIM bank, watches the progress and sees the final states', async ({ browser }) => {
  const page = await signedIn(browser, 'ops');
  await page.goto(`${baseUrl()}/businessOperations/simbank/port/manager`);
  const section = page.locator(deviceSection('port-manager-title'));
  await expect(section.getByRole('heading', { level: 1, name: '端口管理' })).toBeVisible();
  // Idle ports of one SIM bank.
  const bank = section.getByLabel('SIM Bank');
  await expect(bank.locator('option').nth(1)).toBeAttached();
  await bank.selectOption({ index: 1 });
  await section.getByLabel('状态').selectOption({ label: '空闲' });
  const table = section.getByRole('region', { name: '端口管理' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('空闲');
  const labels: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const row = rows.nth(index);
    labels.push(
      (await row.locator('td').nth(1).locator('span').first().innerText())
        .split('\n')[0]!
        .replace(/模拟器$/, '')
        .trim(),
    );
    await row.getByRole('checkbox').check();
  }
  await expect(section.getByRole('group', { name: '已选 4 项' })).toBeVisible();
  await section.getByRole('group', { name: '已选 4 项' }).getByRole('button', { name: '激活', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: '批量激活 4 个端口' });
  // The check runs first and says how many may go ahead.
  await expect(dialog.getByText(/4 个端口中有 \d 个可以执行。/)).toBeVisible();
  await dialog.getByRole('button', { name: /^激活 \d 个端口$/ }).click();
  // Progress arrives through the push stream until the job ends.
  await expect(dialog.getByRole('progressbar', { name: '任务进度' })).toBeVisible();
  await expect(dialog.getByText(/^已结束：成功 \d 个，失败 \d 个$/)).toBeVisible({ timeout: 15_000 });
  const results = dialog.getByRole('list', { name: '各端口结果' }).getByRole('listitem');
  const outcomes = new Map<string, string>();
  for (const item of await results.all()) {
    const text = await item.innerText();
    const label = labels.find((candidate) => text.includes(candidate));
    if (label) outcomes.set(label, text.includes('成功') ? '已激活' : '失败');
  }
  expect(outcomes.size).toBeGreaterThan(0);
  expect([...outcomes.values()]).toContain('已激活');
  await dialog.getByRole('button', { name: '关闭' }).last().click();

  // The table agrees with the job: a succeeded port is active now.
  await section.getByLabel('状态').selectOption({ label: '全部' });
  for (const [label, outcome] of outcomes) {
    await section.getByLabel('端口 / ICCID / IMSI / 号码 / IMEI').fill(label);
    const row = rows.filter({ hasText: label }).first();
    if (outcome === '已激活') await expect(row).toContainText('已激活');
    else await expect(row).not.toContainText('已激活');
  }
  await page.context().close();
});
