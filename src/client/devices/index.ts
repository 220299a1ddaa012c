/** Device operations as other features see it: the push stream hands it the batch-job events. */
export { onDevicePush } from './device-push';
