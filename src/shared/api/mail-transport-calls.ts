/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): IMAP sync on demand, and the outbox of mail waiting for a relay. */
export {};
