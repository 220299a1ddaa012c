import { cleanup, renderHook } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatFeedback, kbDocument, kbDocuments } from '../../shared/api/assistant-calls';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { queryClient } from './query-client';
import { callKey, invalidateCall, mutateCall, useCall } from './use-call';

const asked: string[] = [];
const server = mockApi(
  http.get(
    kbDocument.path,
    ({ request }) => (asked.push(new URL(request.url).search), ok({ id: 'x', title: 't', body: '', category: 'portal', routes: [] })),
  ),
  http.get(kbDocuments.path, () => (asked.push('list'), ok([]))),
);
afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe('the query layer over the API client', () => {
  it('keys an answer by the call’s id and its request', () => {
    expect(callKey(kbDocument, { query: { id: 'sales-performance' } })).toEqual([
      'call',
      'ai.kbDocument',
      { query: { id: 'sales-performance' } },
    ]);
    expect(callKey(kbDocuments)).toEqual(['call', 'ai.kbDocuments', null]);
  });

  it('sends nothing for a request of null, and one request per distinct request however many readers', async () => {
    renderHook(() => useCall(kbDocument, null));
    renderHook(() => useCall(kbDocument, { query: { id: 'a' } }));
    renderHook(() => useCall(kbDocument, { query: { id: 'a' } }));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toEqual(['?id=a']);
  });

  it('invalidating a call reads again every request of that call on screen, and nothing else', async () => {
    renderHook(() => useCall(kbDocument, { query: { id: 'a' } }));
    renderHook(() => useCall(kbDocument, { query: { id: 'b' } }));
    renderHook(() => useCall(kbDocuments));
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    await invalidateCall(kbDocument);
    expect(asked.slice(3).sort()).toEqual(['?id=a', '?id=b']);
  });

  it('sends a mutation from outside a component through the same client', async () => {
    server.use(http.post(chatFeedback.path, () => ok({ chatUuid: 'c', like: 1 })));
    await expect(
      mutateCall(chatFeedback, { body: { chatUuid: '5511bdc9-1f5d-4eb8-9594-25a4cbc72eb7', like: 1, tag: '数据准确', content: '' } }),
    ).resolves.toEqual({ chatUuid: 'c', like: 1 });
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.status),
    ).toEqual(['success']);
  });
});
