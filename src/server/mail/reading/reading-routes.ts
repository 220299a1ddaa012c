import type { RegisteredCall } from '../../http/call-router';

/** Handlers of the mailbox's folders, lists, counters, the detail, marks, stars, junk, correspondence, follow-up owners, finance bill mail and search. */
export const mailReadingHandlers: RegisteredCall[] = [];
