import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../tests/fixtures/api-server';
import { hasUnreadMessages, homeMessageList, pushConnection } from '../../shared/api/message-calls';
import { businessOptions } from '../../shared/api/business-calls';
import { portalClient } from '../api/portal-client';
import { queryClient } from '../api/query-client';
import { callKey, useCall } from '../api/use-call';
import { usePushStream } from './use-push-stream';

const requests: string[] = [];
let unread = false;
/** The push stream: the connection event now, one message when the test says so. */
let pushMessage: () => void = () => undefined;

const server = mockApi(
  http.get(pushConnection.path, () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: connection\ndata: {"event":"connection"}\n\n'));
        pushMessage = () => controller.enqueue(encoder.encode('event: message\ndata: {"msgType":1,"title":"审批通过"}\n\n'));
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
  }),
  http.get(hasUnreadMessages.path, () => (requests.push('unread'), ok({ unread, count: unread ? 1 : 0 }))),
  http.post(homeMessageList.path, () => (requests.push('list'), ok({ rows: [], count: unread ? 1 : 0 }))),
);

function Shell() {
  usePushStream();
  const flag = useCall(hasUnreadMessages).data;
  const list = useCall(homeMessageList, { body: { page: 1, pageSize: 20 } }).data;
  return <p>{`unread=${String(flag?.unread)} count=${String(list?.count)}`}</p>;
}

beforeEach(() => {
  requests.length = 0;
  unread = false;
  portalClient.acceptTokens({ token: 'a1', tokenHead: 'Bearer ', expiresIn: 7200, refreshToken: 'r1' });
});
afterEach(cleanup);

describe('a pushed message', () => {
  it('invalidates the unread flag and the message lists, which read again; other answers stay', async () => {
    queryClient.setQueryData(callKey(businessOptions), { today: '2026-11-02' } as never);
    render(<Shell />);
    await screen.findByText('unread=false count=0');
    expect([...requests].sort()).toEqual(['list', 'unread']);

    unread = true;
    act(() => pushMessage());
    await screen.findByText('unread=true count=1');
    expect([...requests].sort()).toEqual(['list', 'list', 'unread', 'unread']);
    expect(queryClient.getQueryState(callKey(businessOptions))?.isInvalidated).toBe(false);
  });

  it('lights the unread flag before the server answers', async () => {
    let answer: (() => void) | undefined;
    render(<Shell />);
    await screen.findByText('unread=false count=0');
    server.use(http.get(hasUnreadMessages.path, () => new Promise((resolve) => (answer = () => resolve(ok({ unread: true, count: 5 }))))));
    act(() => pushMessage());
    await screen.findByText(/^unread=true/);
    expect(queryClient.getQueryData(callKey(hasUnreadMessages))).toEqual({ unread: true, count: 1 });
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer?.();
    await vi.waitFor(() => expect(queryClient.getQueryData(callKey(hasUnreadMessages))).toEqual({ unread: true, count: 5 }));
  });
});
