import { expect, test } from '@playwright/test';
import { baseUrl } from './support';
import { axeProblems, signedIn } from './workflow-support';

/**
 * Starting a request (issue 12 "Pages"): sales finds 充值申请 on 发起流程 by its pinyin, fills the
 * form by keyboard, watches the approval path gain the general manager once the amount reaches
 * 50,000 USD (the seeded recharge flow), and submits with Ctrl+Enter.
 */
test('sales starts a recharge and sees the approvers follow the amount', async ({ browser }) => {
  const page = await signedIn(browser, 'sales');
  await page.goto(`${baseUrl()}/general/process/sponsor`);
  await expect(page.getByRole('heading', { level: 1, name: '发起流程' })).toBeVisible();

  await expect(
    page
      .getByRole('region', { name: '最近发起' })
      .or(page.getByRole('region', { name: '财务' }))
      .first(),
  ).toBeVisible();
  expect(await axeProblems(page, 'section[aria-labelledby="sponsor-title"]')).toEqual([]);

  await page.getByRole('searchbox', { name: '搜索审批' }).fill('czsq');
  const results = page.getByRole('region', { name: '搜索结果' });
  await expect(results.getByRole('link')).toHaveText([/充值申请/]);
  await results.getByRole('link', { name: /充值申请/ }).press('Enter');
  await expect(page).toHaveURL(/\/general\/process\/recharge-apply\/recharge\/apply$/);

  const form = page.getByRole('form', { name: '充值申请' });
  const customer = form.getByRole('combobox', { name: '客户 *' });
  await customer.fill('C1');
  await expect(form.getByRole('option').first()).toBeVisible();
  await customer.press('Enter');
  await expect(customer).toHaveValue(/\(C1\d{5}\)$/);

  const steps = form.getByRole('region', { name: '审批流程' }).locator('[data-node]');
  const amount = form.getByLabel('充值金额 *');
  await amount.fill('49999.99');
  await expect(steps).toHaveText([/^部门负责人审批/, /^财务审批/]);
  await amount.fill('50000');
  await expect(steps).toHaveText([/^部门负责人审批/, /^财务审批/, /^总经理审批.*周启明/]);
  await form.getByLabel('币种').selectOption('CNY');
  await expect(steps).toHaveCount(2);
  await form.getByLabel('币种').selectOption('USD');
  await expect(steps).toHaveCount(3);

  expect(await axeProblems(page, 'section[aria-labelledby="apply-title"]')).toEqual([]);
  await form.getByLabel('申请事由 *').fill('客户预充值，用于十二月营销短信');
  await form.getByLabel('申请事由 *').press('Control+Enter');
  await expect(page).toHaveURL(/\/general\/my-initiate\/profile\?id=\d+$/);
  await expect(page.getByText('已提交「充值申请」')).toBeVisible();
});
