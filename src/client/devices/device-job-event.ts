import { bankQuery, portQuery } from '../../shared/api/device-calls';
import { jobDetail } from '../../shared/api/device-operation-calls';
import { deviceJobPush } from '../../shared/api/device-views';
import { queryClient } from '../api/query-client';
import { callKey, invalidateCall } from '../api/use-call';

/**
 * A job event (its shape is the shared `deviceJobPush`, which the server builds) refreshes that
 * job, and once the job has ended, the ports and banks on screen (their states changed on the device).
 */
export function onDeviceJobEvent(data: unknown): void {
  const event = deviceJobPush.safeParse(data);
  if (!event.success) return;
  const { id, state } = event.data.job;
  void queryClient.invalidateQueries({ queryKey: callKey(jobDetail, { params: { id } }) });
  if (state !== 'running') {
    void invalidateCall(portQuery);
    void invalidateCall(bankQuery);
  }
}
