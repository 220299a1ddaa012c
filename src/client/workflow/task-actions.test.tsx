import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { idempotenceKey } from '../../shared/api/staff-calls';
import { mySummary, myToDoPage, operateAgree, operateInstanceDetail } from '../../shared/api/workflow-calls';
import { APP_CODES } from '../../shared/error-codes';
import { queryClient } from '../api/query-client';
import { callKey } from '../api/use-call';
import { isStaleTask, useAgreeTask } from './task-actions';

const answer = { code: 0 as number };
mockApi(
  http.get(idempotenceKey.path, () => ok({ key: `k${Math.random()}` })),
  http.post(operateAgree.path, () =>
    answer.code === 0
      ? ok({ instanceId: 42, status: 'approved' })
      : HttpResponse.json({ code: answer.code, msg: '任务已变化', data: null }),
  ),
);

/** Cached answers the shell and the pages hold: the summary, a to-do page and the request. */
function seedViews() {
  queryClient.setQueryData(callKey(mySummary), { applyNum: 0, ccNum: 0, handleNum: 0, todoNum: 3 });
  queryClient.setQueryData(callKey(myToDoPage, { body: { page: 1, pageSize: 20 } }), { rows: [], count: 3 });
  queryClient.setQueryData(callKey(operateInstanceDetail, { query: { instanceId: 42 } }), { instanceId: 42 });
}
const stale = () =>
  [
    callKey(mySummary),
    callKey(myToDoPage, { body: { page: 1, pageSize: 20 } }),
    callKey(operateInstanceDetail, { query: { instanceId: 42 } }),
  ].map((key) => queryClient.getQueryState(key)?.isInvalidated);

describe('task actions', () => {
  it('after a move, the header summary, the lists and the request read again', async () => {
    answer.code = 0;
    seedViews();
    const { result } = renderHook(() => useAgreeTask({ silent: true }));
    await act(() => result.current.mutateAsync({ body: { taskId: 7, rev: 1, comment: '' } }));
    expect(stale()).toEqual([true, true, true]);
  });

  it('a stale task is recognised, and the views refresh after the refusal too', async () => {
    answer.code = APP_CODES.TASK_STALE;
    seedViews();
    const { result } = renderHook(() => useAgreeTask({ silent: true }));
    const error = await act(() =>
      result.current.mutateAsync({ body: { taskId: 7, rev: 1, comment: '' } }).catch((caught: unknown) => caught),
    );
    expect(isStaleTask(error)).toBe(true);
    expect(isStaleTask(new Error('x'))).toBe(false);
    expect(stale()).toEqual([true, true, true]);
  });
});
