/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): marketing mail to customer segments. */
export {};
