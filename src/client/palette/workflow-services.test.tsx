import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { myToDoPage, selectProcess } from '../../shared/api/workflow-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { queryClient } from '../api/query-client';
import type { Translate } from './palette-items';
import { PALETTE_TODO_PAGES, useWorkflowServices } from './workflow-services';

const asked = { todos: 0 };
/** How many to-dos the person has; the handler answers the asked page of them, oldest first. */
let pending = 0;
const task = (n: number) => ({
  taskId: n,
  rev: 0,
  instanceId: n,
  title: `充值申请（李娜）#${n}`,
  processName: '充值申请',
  processNameEn: 'Recharge request',
  nodeName: '财务审批',
  applicantName: '李娜',
  keyFigure: null,
  status: 'running',
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
});
mockApi(
  http.post(myToDoPage.path, async ({ request }) => {
    asked.todos += 1;
    const { page, pageSize } = (await request.json()) as { page: number; pageSize: number };
    const from = (page - 1) * pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(pageSize, pending - from)) }, (_, i) => task(from + i + 1));
    return ok({ rows, count: pending });
  }),
  http.get(selectProcess.path, () => ok([])),
);
const t = ((key: string) => key) as unknown as Translate;

describe('the palette’s workflow services', () => {
  it('without the process centre asks for no to-dos and has nothing pending to say', async () => {
    queryClient.clear();
    asked.todos = 0;
    const { result } = renderHook(() => useWorkflowServices(true, new Set(['HOME']), t));
    expect(result.current.status).toBe('ready');
    expect(result.current.todos).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.todos).toBe(0);
  });

  it('with it, reads the to-dos and is loading until they arrive', async () => {
    queryClient.clear();
    asked.todos = 0;
    pending = 0;
    const { result } = renderHook(() => useWorkflowServices(true, new Set(['HOME', PERMISSION_KEYS.workflow]), t));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked.todos).toBe(1);
  });

  it('holds every to-do, not a first page: the newest of 250 is there to be found', async () => {
    queryClient.clear();
    asked.todos = 0;
    pending = 250;
    const { result } = renderHook(() => useWorkflowServices(true, new Set(['HOME', PERMISSION_KEYS.workflow]), t));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.todos).toHaveLength(250);
    expect(result.current.todos.at(-1)?.taskId).toBe(250);
    expect(asked.todos).toBe(3);
    expect([...result.current.todoSearcher.search('lina').items]).toContain(249);
  });

  it('stops reading after its last page even when the list goes on', async () => {
    queryClient.clear();
    asked.todos = 0;
    pending = 100 * PALETTE_TODO_PAGES + 7;
    const { result } = renderHook(() => useWorkflowServices(true, new Set(['HOME', PERMISSION_KEYS.workflow]), t));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.todos).toHaveLength(100 * PALETTE_TODO_PAGES);
    expect(asked.todos).toBe(PALETTE_TODO_PAGES);
  });
});
