import type { RegisteredCall } from '../../http/call-router';

/** Handlers of the mailbox's accounts, domains and sender addresses, templates, signatures, address book, white and black lists, chat-app notices, the mail log and selects. */
export const mailToolsHandlers: RegisteredCall[] = [];
