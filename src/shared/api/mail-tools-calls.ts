/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): accounts, domains and sender addresses, templates, signatures, address book, white and black lists, chat-app notices, the mail log and selects. */
export {};
