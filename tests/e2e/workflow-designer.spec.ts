import { expect, test, type Page } from '@playwright/test';
import { baseUrl, signInWithSso } from './support';

/**
 * Issue 12, acceptance 3 (second half): the designer publishes a new version; a request started
 * afterwards follows it while a request started before keeps its own version.
 */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface Detail {
  version: number;
  nodes: { nodeId: string; name: string; state: string; people: { name: string }[] }[];
}

/** Calls the API with the page's session; repeat-checked calls get a fresh idempotence key. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, repeatCheck = false): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (repeatCheck) {
    headers['X-Idempotence-Key'] = (await api<{ key: string }>(page, 'GET', '/v2/sys/staff/common/request/idempotence')).key;
  }
  const response =
    method === 'GET'
      ? await page.request.get(`${baseUrl()}${path}`, { headers })
      : await page.request.post(`${baseUrl()}${path}`, { headers, data: data ?? {} });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

const detail = (page: Page, instanceId: number) => api<Detail>(page, 'GET', `/v2/workflow/operate/instanceDetail?instanceId=${instanceId}`);
const start = async (page: Page, processId: number, reason: string) =>
  (await api<{ instanceId: number }>(page, 'POST', '/v2/workflow/operate/start', { processId, formData: { reason } }, true)).instanceId;

test('a version published in the designer is followed by new requests while older ones keep theirs', async ({ page }) => {
  await signInWithSso(page, 'admin');
  // A process of this run's own: a form with a reason and one approval by the department lead, published as v1.
  const code = `e2e-design-${Date.now().toString(36)}`;
  const form = await api<{ id: number }>(page, 'POST', '/v2/workflow/form/save', {
    code: `${code}-form`,
    name: '设计器测试表单',
    nameEn: 'Designer test form',
    fields: [{ key: 'reason', label: '申请事由', labelEn: 'Reason', type: 'textarea', required: true }],
  });
  const lead = { type: 'approver', id: 'lead', name: '部门负责人审批', assignee: { kind: 'deptLead', level: 1 }, emptyPolicy: 'admin' };
  const process = await api<{ id: number; rev: number }>(
    page,
    'POST',
    '/v2/workflow/process/save',
    { code, name: '设计器测试流程', nameEn: 'Designer test process', formId: form.id, graph: { nodes: [lead] } },
    true,
  );
  await api(page, 'POST', `/v2/workflow/process/publish/${process.id}`, { rev: process.rev }, true);
  const before = await start(page, process.id, '发布前的申请');
  expect((await detail(page, before)).version).toBe(1);

  // The administrator finds the process, opens its designer and adds a named approver after the lead.
  await page.goto(`${baseUrl()}/setModule/process/configer`);
  await page.getByRole('searchbox', { name: '搜索流程名称或编码' }).fill(code);
  const row = page.locator(`tr[data-code="${code}"]`);
  await expect(row).toContainText('v1');
  await row.getByRole('button', { name: '设计' }).click();
  await expect(page.getByRole('heading', { name: '设计器测试流程' })).toBeVisible();
  const canvas = page.getByRole('group', { name: '流程图' });
  await expect(canvas.getByTestId('node-lead')).toContainText('直接主管 · 或签');

  await canvas.getByRole('button', { name: '在第 2 个位置添加节点' }).click();
  await page.getByRole('menuitem', { name: '审批人' }).click();
  const drawer = page.getByRole('dialog', { name: '审批人 · 审批人' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('节点名称').fill('财务复核');
  await drawer.getByRole('radio', { name: '指定成员' }).check();
  await drawer.getByRole('button', { name: '确定' }).click();
  // Nobody named yet: the drawer stays and says so.
  await expect(drawer.getByRole('alert')).toHaveText('请选择审批成员');
  await drawer.getByPlaceholder('搜索姓名或工号添加成员').fill('陈静');
  await drawer.getByRole('button', { name: /陈静 \(SB2001\)/ }).click();
  await expect(drawer.getByRole('list', { name: '已选成员' })).toHaveText('陈静');
  await drawer.getByRole('radio', { name: /会签/ }).check();
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(drawer).toBeHidden();
  await expect(canvas.getByTestId('node-approver')).toContainText('财务复核');
  await expect(canvas.getByTestId('node-approver')).toContainText('陈静 · 会签');
  await expect(page.getByTestId('designer-status')).toContainText('有未保存的修改');

  // Publishing saves the draft first, then freezes it as v2.
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByTestId('designer-status')).toContainText('当前发布版本 v2');
  await page.getByRole('button', { name: '历史版本' }).click();
  const versions = page.getByRole('list', { name: '历史版本' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText('v2');
  await page.keyboard.press('Escape');

  // A request started now follows v2 and reaches the new node; the earlier one stays on v1.
  const after = await start(page, process.id, '发布后的申请');
  const newer = await detail(page, after);
  expect(newer.version).toBe(2);
  expect(newer.nodes.map((node) => [node.nodeId, node.name])).toEqual([
    ['lead', '部门负责人审批'],
    ['approver', '财务复核'],
  ]);
  const older = await detail(page, before);
  expect(older.version).toBe(1);
  expect(older.nodes.map((node) => node.nodeId)).toEqual(['lead']);
});
