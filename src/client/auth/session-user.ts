import { useSyncExternalStore } from 'react';
import { hashKey } from '@tanstack/react-query';
import { getUserInfo, type UserInfo } from '../../shared/api/staff-calls';
import { queryClient } from '../api/query-client';
import { callKey } from '../api/use-call';

/** The signed-in user is the cached answer of getUserInfo; the route guard loads it (load-session.ts). */
export const SESSION_USER_KEY = callKey(getUserInfo);
const SESSION_USER_HASH = hashKey(SESSION_USER_KEY);

/** The signed-in user for code outside React (commands, sign-out); null before the guard loaded it. */
export function sessionUser(): UserInfo | null {
  return queryClient.getQueryData<UserInfo>(SESSION_USER_KEY) ?? null;
}

function onUserChange(notify: () => void): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === SESSION_USER_HASH) notify();
  });
}

/**
 * The signed-in user, read from the query cache itself rather than through a query observer: an
 * observer stays attached to the entry a sign-out removed and would miss the next user's entry.
 */
export function useSessionUser(): UserInfo | null {
  return useSyncExternalStore(onUserChange, sessionUser, sessionUser);
}

export function permissionsOf(user: UserInfo | null): ReadonlySet<string> {
  return new Set(user?.permissions ?? []);
}
