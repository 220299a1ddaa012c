import { PUSH_EVENTS } from '../../shared/api/message-calls';

/**
 * Called by the push stream for every event. The device declarations and their schemas come with
 * the first job event, not with every signed-in page (most people never run a device job); events
 * are handled in the order they came, the module being imported once.
 */
export function onDevicePush(name: string, data: unknown): Promise<void> | undefined {
  if (name !== PUSH_EVENTS.deviceJob) return undefined;
  return import('./device-job-event').then(({ onDeviceJobEvent }) => onDeviceJobEvent(data));
}
