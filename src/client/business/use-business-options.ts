import { businessOptions } from '../../shared/api/business-calls';
import type { CallData } from '../../shared/api/define-call';
import { useCall } from '../api/use-call';

export type BusinessOptions = CallData<typeof businessOptions>;

/** Filter options and the server's "today" (Asia/Shanghai), for presets and selectors. */
export function useBusinessOptions(): BusinessOptions | null {
  return useCall(businessOptions).data ?? null;
}
