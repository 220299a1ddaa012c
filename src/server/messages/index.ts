/** The messages feature as other features see it: everything they may import. */
export { createMessage } from './message-service';
export { messageExporters } from './message-exporter';
