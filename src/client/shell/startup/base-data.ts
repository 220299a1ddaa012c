import { useCallback } from 'react';
import { baseDataGet, baseDataSave } from '../../../shared/api/shell-calls';
import { queryClient } from '../../api/query-client';
import { callQuery, useCallMutation } from '../../api/use-call';
import { ALL_BASE_DATA } from './session-settings';

/**
 * Stores one base-data setting (tour flags, guides) on the server; the shell's copy changes at
 * once, so the guide or tour closes even if the save fails (it then shows again next sign-in).
 */
export function useSaveBaseData(): (type: string, content: unknown) => void {
  const { mutate } = useCallMutation(baseDataSave, {
    silent: true,
    onMutate: ({ body: { type, content } }) => {
      queryClient.setQueryData(callQuery(baseDataGet, ALL_BASE_DATA).queryKey, (items = []) => [
        ...items.filter((item) => item.type !== type),
        { type, remark: '', content },
      ]);
    },
  });
  return useCallback((type: string, content: unknown) => mutate({ body: { type, content } }), [mutate]);
}
