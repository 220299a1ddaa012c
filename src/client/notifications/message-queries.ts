import { centerMessageList, hasUnreadMessages, homeMessageList, messageDropList } from '../../shared/api/message-calls';
import type { CallData } from '../../shared/api/define-call';
import { queryClient } from '../api/query-client';
import { PER_SESSION, callQuery, invalidateCall, useCall } from '../api/use-call';

export type MessageType = CallData<typeof messageDropList>[number];
const NO_TYPES: MessageType[] = [];

/** The message types (getDropList), read once per sign-in. */
export function useMessageTypes(): MessageType[] {
  return useCall(messageDropList, undefined, PER_SESSION).data ?? NO_TYPES;
}

/** Everything a new, read or re-read message changes: the unread flag and every message list. */
export async function invalidateMessages(): Promise<void> {
  await Promise.all([invalidateCall(hasUnreadMessages), invalidateCall(homeMessageList), invalidateCall(centerMessageList)]);
}

/** A pushed message: the unread dot lights at once, then the flag and the lists are read again. */
export function messagePushed(): Promise<void> {
  queryClient.setQueryData(callQuery(hasUnreadMessages).queryKey, (before) => ({ unread: true, count: (before?.count ?? 0) + 1 }));
  return invalidateMessages();
}
