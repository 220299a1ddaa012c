import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { api } from './assistant-support';
import { baseUrl, signInWithSso } from './support';

/** Helpers of the approval browser tests: signed-in pages, repeat-checked calls, a one-approver process. */

/** A repeat-checked call (form save, process save, publish, start) with a fresh idempotence key. */
export async function send<T>(page: Page, path: string, data: unknown): Promise<T> {
  const { key } = await api<{ key: string }>(page, 'GET', '/v2/sys/staff/common/request/idempotence');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(`${baseUrl()}${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Idempotence-Key': key },
    data,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** Serious and critical accessibility problems inside this selector (a page's own content, not the shell around it). */
export async function axeProblems(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A new browser context signed in as this demo user (single sign-on), at this width. */
export async function signedIn(browser: Browser, username: string, locale = 'zh-CN', width = 1440): Promise<Page> {
  const page = await (await browser.newContext({ locale, viewport: { width, height: width > 800 ? 900 : 812 } })).newPage();
  await signInWithSso(page, username);
  return page;
}

export interface ProcessNames {
  code: string;
  name: string;
  nameEn: string;
}

/**
 * A recharge-like process (amount + reason) whose one approver node is this staff member, saved
 * and published by admin; returns its id. Tests start their own requests on it, so they do not
 * depend on the demo history.
 */
export async function publishOneApproverProcess(browser: Browser, approverId: number, names: ProcessNames): Promise<number> {
  const admin = await signedIn(browser, 'admin');
  const form = await send<{ id: number }>(admin, '/v2/workflow/form/save', {
    code: names.code,
    name: names.name.slice(0, 20),
    nameEn: names.nameEn,
    fields: [
      { key: 'amount', label: '充值金额', labelEn: 'Amount', type: 'money', required: true, currencies: ['USD', 'CNY'] },
      { key: 'reason', label: '事由', labelEn: 'Reason', type: 'text', required: true },
    ],
  });
  const saved = await send<{ id: number; rev: number }>(admin, '/v2/workflow/process/save', {
    ...names,
    groupName: '财务',
    formId: form.id,
    graph: {
      nodes: [
        {
          type: 'approver',
          id: 'approve',
          name: '财务审批',
          assignee: { kind: 'staff', staffIds: [approverId] },
          mode: 'orsign',
          emptyPolicy: 'autoPass',
          skipApproved: false,
          fieldRights: {},
        },
      ],
    },
  });
  await send(admin, `/v2/workflow/process/publish/${saved.id}`, { rev: saved.rev });
  await admin.context().close();
  return saved.id;
}
