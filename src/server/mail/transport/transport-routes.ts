import type { RegisteredCall } from '../../http/call-router';

/** Handlers of the mailbox's IMAP sync on demand, and the outbox of mail waiting for a relay. */
export const mailTransportHandlers: RegisteredCall[] = [];
