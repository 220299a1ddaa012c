import { businessOptions } from '../../shared/api/business-calls';
import type { CallData } from '../../shared/api/define-call';
import { useCall } from './use-query';

export type BusinessOptions = CallData<typeof businessOptions>;

const NO_INPUT = {};

/** Filter options and the server's "today" (Asia/Shanghai), for presets and selectors. */
export function useBusinessOptions(): BusinessOptions | null {
  return useCall(businessOptions, NO_INPUT).data;
}
