import type { RegisteredCall } from '../../http/call-router';

/** Handlers of the mailbox's sending, drafts and timed drafts, batch transmit, attachments, recipient suggestions and .eml download. */
export const mailComposeHandlers: RegisteredCall[] = [];
