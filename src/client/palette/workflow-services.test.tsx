import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { myToDoPage, selectProcess } from '../../shared/api/workflow-calls';
import { PERMISSION_KEYS } from '../../shared/permissions';
import { queryClient } from '../api/query-client';
import type { Translate } from './palette-items';
import { useWorkflowServices } from './workflow-services';

const asked = { todos: 0 };
mockApi(
  http.post(myToDoPage.path, () => {
    asked.todos += 1;
    return ok({ rows: [], count: 0 });
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
    const { result } = renderHook(() => useWorkflowServices(true, new Set(['HOME', PERMISSION_KEYS.workflow]), t));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked.todos).toBe(1);
  });
});
