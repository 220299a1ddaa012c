/** The notifications feature as other features see it: everything they may import. */
export { NotificationDrawer } from './notification-drawer';
export { usePush } from './push-store';
export { usePushStream } from './use-push-stream';
