import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountCommands } from '../../../commands/account-commands';
import { CommandRegistry } from '../../../commands/index';
import { workflowCommands } from '../../../commands/workflow-commands';
import { sampleMenu, testContext, testServices } from '../../../tests/fixtures/palette-context';
import { setLanguage } from '../i18n/i18n';
import { commandEntries, pageEntries } from './palette-entries';
import { createPaletteIndex } from './palette-index';
import type { PaletteServices } from './palette-types';
import { PaletteView } from './palette-view';
import { startSearcher, todoSearcher } from './todo-items';
import type { StartEntry, TodoTask, WorkflowServices } from './todo-types';

beforeAll(() => setLanguage('zh'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-24T10:00:00Z');

function task(taskId: number, title: string, applicantName: string, extra: Partial<TodoTask> = {}): TodoTask {
  return {
    taskId,
    rev: 3,
    instanceId: taskId + 100,
    title,
    processName: '充值申请',
    processNameEn: 'Recharge request',
    nodeName: '财务审批',
    applicantName,
    keyFigure: { amount: '50000.000000', currency: 'USD' },
    status: 'running',
    createdAt: new Date(NOW - 50 * HOUR).toISOString(),
    ...extra,
  };
}

const TODOS = [
  task(1, '充值申请（张伟）', '张伟'),
  task(2, '付款申请 #1002', '李娜', {
    processName: '付款申请',
    processNameEn: 'Payment request',
    keyFigure: null,
    createdAt: new Date(NOW - 3 * HOUR).toISOString(),
  }),
  task(3, '授信申请 #1003', '刘洋', { processName: '授信申请', processNameEn: 'Credit request' }),
];
const STARTS: StartEntry[] = [
  {
    process: { id: 5, code: 'recharge', name: '充值申请', nameEn: 'Recharge request', groupName: '财务', formPath: null, version: 1 },
    path: '/general/process/recharge/apply',
  },
];

function workflowServices(overrides: Partial<WorkflowServices> = {}): WorkflowServices {
  return {
    status: 'ready',
    todos: TODOS,
    todoSearcher: todoSearcher(TODOS),
    starts: STARTS,
    startSearcher: startSearcher(STARTS),
    agree: vi.fn(async () => ({})),
    reject: vi.fn(async () => ({})),
    transmit: vi.fn(async () => ({})),
    comment: vi.fn(async () => ({})),
    rejectNodes: vi.fn(async () => [{ nodeId: 'lead', name: '部门主管审批' }]),
    failureText: (error) => (error instanceof Error ? error.message : '操作失败'),
    ...overrides,
  };
}

function services(workflow = workflowServices()): PaletteServices & { workflow: WorkflowServices } {
  const ctx = testContext({ permissions: new Set(['HOME', 'CRM', 'BQ', 'GER']) });
  const registry = new CommandRegistry();
  registry.register(...accountCommands, ...workflowCommands);
  const base = testServices(ctx);
  return {
    ...base,
    registry,
    index: createPaletteIndex([...pageEntries(sampleMenu()), ...commandEntries(registry.list(), ctx.permissions)]),
    workflow,
  };
}

function open(s: PaletteServices, query = '') {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const onClose = vi.fn();
  render(<PaletteView open onClose={onClose} services={s} start={{ query, choices: null }} session={1} />);
  return { input: screen.getByRole('combobox') as HTMLInputElement, onClose };
}
const keys = () => screen.queryAllByRole('option').map((option) => option.getAttribute('data-key'));
/** Each option's title and second line (without the screen-reader kind and the key hints). */
const texts = () => screen.queryAllByRole('option').map((option) => option.querySelector('div.min-w-0')?.textContent);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const press = (input: HTMLElement, key: string, extra: Record<string, unknown> = {}) => fireEvent.keyDown(input, { key, ...extra });
const chip = () => screen.getByRole('button', { name: /^返回/ }).textContent;

describe('the palette’s to-dos', () => {
  it('lists each to-do in a 待办 group with applicant, key figure, age and node', () => {
    open(services());
    expect(screen.getByRole('group', { name: '待办' })).toBeTruthy();
    expect(keys().filter((key) => key?.startsWith('task:'))).toEqual(['task:1', 'task:2', 'task:3']);
    const at = keys().indexOf('task:1');
    expect(texts()[at]).toBe('充值申请（张伟） Recharge request申请人 张伟 · 50,000.00 USD · 已等 2 天 · 财务审批');
    expect(texts()[at + 1]).toBe('付款申请 #1002 Payment request申请人 李娜 · 已等 3 小时 · 财务审批');
  });

  it('says so when the to-dos are still being read or could not be read, and lists none when there are none', () => {
    const empty = { todos: [], todoSearcher: todoSearcher([]) };
    open(services(workflowServices({ ...empty, status: 'error' })));
    expect(texts()).toContain('待办读取失败，请稍后再打开命令面板');
    expect(screen.getByRole('option', { name: /待办读取失败/ }).getAttribute('aria-disabled')).toBe('true');
    cleanup();
    open(services(workflowServices({ ...empty, status: 'loading' })));
    expect(texts()).toContain('正在读取待办…');
    cleanup();
    open(services(workflowServices({ ...empty, status: 'ready' })));
    expect(screen.queryByRole('group', { name: '待办' })).toBeNull();
  });

  it('finds a to-do by the applicant’s pinyin, initials, Chinese name or the process in English', () => {
    const { input } = open(services());
    for (const [query, found] of [
      ['zhangwei', ['task:1']],
      ['zw', ['task:1']],
      ['李娜', ['task:2']],
      ['lina', ['task:2']],
      ['payment', ['task:2']],
      ['shouxin', ['task:3']],
    ] as const) {
      type(input, query);
      expect(keys().filter((key) => key?.startsWith('task:'))).toEqual(found);
    }
  });

  it('opens the to-do’s profile with Enter', () => {
    const s = services();
    const { input, onClose } = open(s);
    type(input, 'zhangwei');
    press(input, 'Enter');
    expect(onClose).toHaveBeenCalled();
    expect(s.ctx.navigate).toHaveBeenCalledWith('/general/my-agent/profile?id=101');
  });

  it('agrees with a comment by keyboard, then offers the next to-do with a toast of the result', async () => {
    const s = services();
    const { input, onClose } = open(s);
    type(input, 'zhangwei');
    press(input, 'ArrowRight');
    expect(texts()).toEqual(['同意', '驳回…', '转交…', '评论…', '打开', '在新浏览器标签页打开']);
    press(input, 'Enter');
    expect(chip()).toBe('同意 · 充值申请（张伟）');
    expect(input.placeholder).toBe('审批意见（可选），回车确认同意');
    expect(texts()).toEqual(['同意不填意见，回车直接同意']);
    type(input, '已核对到账');
    expect(texts()).toEqual(['同意意见：已核对到账']);
    press(input, 'Enter');
    await waitFor(() => expect(s.workflow.agree).toHaveBeenCalledWith(TODOS[0], '已核对到账'));
    await waitFor(() => expect(s.notify).toHaveBeenCalledWith('已同意：充值申请（张伟）'));
    // The palette stays open on the next to-do's action panel.
    await waitFor(() => expect(chip()).toBe('付款申请 #1002'));
    expect(onClose).not.toHaveBeenCalled();
    expect(keys()[0]).toBe('action:agree');
    press(input, 'Enter');
    press(input, 'Enter');
    await waitFor(() => expect(s.workflow.agree).toHaveBeenLastCalledWith(TODOS[1], ''));
  });

  it('rejects with a reason to a chosen earlier node; without a reason nothing is sent', async () => {
    const s = services();
    const { input } = open(s);
    type(input, 'lina');
    press(input, 'k', { ctrlKey: true });
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(chip()).toBe('驳回 · 付款申请 #1002');
    await waitFor(() => expect(keys()).toEqual(['reject:applicant', 'reject:lead', 'reject:end']));
    expect(s.workflow.rejectNodes).toHaveBeenCalledWith(2, expect.anything());
    expect(texts()[1]).toBe('退回到「部门主管审批」请先输入驳回理由');
    press(input, 'Enter');
    expect(s.workflow.reject).not.toHaveBeenCalled();
    type(input, '金额与合同不符');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    await waitFor(() =>
      expect(s.workflow.reject).toHaveBeenCalledWith(TODOS[1], '金额与合同不符', { kind: 'node', nodeId: 'lead', name: '部门主管审批' }),
    );
    await waitFor(() => expect(s.notify).toHaveBeenCalledWith('已驳回：付款申请 #1002'));
  });

  it('hands a to-do over to a colleague found by name, and says why when the server refuses', async () => {
    const refused = workflowServices({ transmit: vi.fn(async () => Promise.reject(new Error('这条待办已被处理'))) });
    const s = services(refused);
    const { input } = open(s);
    type(input, 'shouxin');
    press(input, 'ArrowRight');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(input.placeholder).toBe('搜索同事姓名、拼音或工号');
    await waitFor(() => expect(keys()).toEqual(['transmit:7']));
    press(input, 'Enter');
    await waitFor(() => expect(refused.transmit).toHaveBeenCalledWith(TODOS[2], 7));
    await waitFor(() => expect(s.notify).toHaveBeenCalledWith('这条待办已被处理', 'error'));
    expect(chip()).toBe('转交 · 授信申请 #1003');
  });

  it('comments (nothing moves) and comes back to the same to-do', async () => {
    const s = services();
    const { input } = open(s);
    type(input, 'zhangwei');
    press(input, 'ArrowRight');
    press(input, 'End');
    press(input, 'ArrowUp');
    press(input, 'ArrowUp');
    press(input, 'Enter');
    type(input, '请补充合同');
    press(input, 'Enter');
    await waitFor(() => expect(s.workflow.comment).toHaveBeenCalledWith(TODOS[0], '请补充合同'));
    await waitFor(() => expect(chip()).toBe('充值申请（张伟）'));
  });
});

describe('the palette’s approval actions after `>`', () => {
  it('offers 发起<流程名> for each process the person may start and opens its apply page', () => {
    const s = services();
    const { input } = open(s, '>');
    expect(keys()).toContain('start:recharge');
    type(input, '发起充值');
    expect(keys()).toEqual(['start:recharge']);
    type(input, 'faqichongzhi');
    expect(keys()).toEqual(['start:recharge']);
    press(input, 'Enter');
    expect(s.ctx.navigate).toHaveBeenCalledWith('/general/process/recharge/apply');
  });

  it('agrees in batch: tick to-dos, review what will be approved, then report each one', async () => {
    const agree = vi.fn(async (item: TodoTask) => (item.taskId === 3 ? Promise.reject(new Error('任务已过期')) : {}));
    const s = services(workflowServices({ agree }));
    const { input } = open(s, '>');
    type(input, 'piliang');
    expect(keys()).toEqual(['cmd:workflow.agree-batch']);
    press(input, 'Enter');
    expect(keys()).toEqual(['batch:review', 'batch:1', 'batch:2', 'batch:3']);
    expect(texts()[0]).toBe('同意所选 0 项…先在下方勾选待办，再回车核对');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    press(input, 'End');
    press(input, 'Enter');
    const ticked = screen.getAllByRole('option').filter((option) => option.textContent?.includes('已选'));
    expect(ticked.map((option) => option.getAttribute('data-key'))).toEqual(['batch:1', 'batch:3']);
    press(input, 'Home');
    press(input, 'Enter');
    expect(keys()).toEqual(['batch:run', 'listed:1', 'listed:3']);
    expect(texts()[0]).toBe('确认同意以下 2 项');
    expect(screen.getByText('将同意')).toBeTruthy();
    press(input, 'Enter');
    await waitFor(() => expect(keys()).toEqual(['outcome:task:1', 'outcome:task:3']));
    expect(agree).toHaveBeenCalledTimes(2);
    expect(texts()[0]).toContain('已同意');
    expect(texts()[1]).toContain('未同意：任务已过期');
    expect(s.notify).toHaveBeenCalledWith('批量同意完成：成功 1 项，失败 1 项', 'error');
  });
});
