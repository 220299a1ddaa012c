import type { RegisteredCall } from '../../http/call-router';

/** Handlers of the mailbox's marketing mail to customer segments. */
export const mailMarketingHandlers: RegisteredCall[] = [];
