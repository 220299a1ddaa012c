/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): sending, drafts and timed drafts, batch transmit, attachments, recipient suggestions and .eml download. */
export {};
