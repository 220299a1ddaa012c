import { useCallback } from 'react';
import { quickAccessList, quickAccessSave, type QuickAccessEntry } from '../../../shared/api/shell-calls';
import { queryClient } from '../../api/query-client';
import { PER_SESSION, callQuery, useCall, useCallMutation } from '../../api/use-call';

const NONE: QuickAccessEntry[] = [];

/** The signed-in user's quick-access entries (a start-up read). */
export function useQuickAccessEntries(): QuickAccessEntry[] {
  return useCall(quickAccessList, undefined, PER_SESSION).data ?? NONE;
}

/** Saves the whole list; the server's answer becomes the list everyone shows (bar, palette, section pages). */
export function useSaveQuickAccess({ silent = false }: { silent?: boolean } = {}) {
  const { mutateAsync } = useCallMutation(quickAccessSave, {
    silent,
    onSuccess: (saved) => queryClient.setQueryData(callQuery(quickAccessList).queryKey, saved),
  });
  return useCallback((resourceIds: number[]) => mutateAsync({ body: { resourceIds } }), [mutateAsync]);
}
