/** The mailbox as other features see it: everything they may import. */
export { mailHandlers } from './mail-routes';
export { mailboxOf, requireMailbox, type MailAccountRow } from './accounts/mailbox-of';
export { mailSeed } from './seed/mail-seed';
export { startOutgoingWorker } from './outgoing/outgoing-worker';
export { startMailTransport } from './transport/mail-transport';
export { unreadCounts } from './reading/mail-marks';
