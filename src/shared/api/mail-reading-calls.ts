/** Mailbox calls (sections.md §7 "Mailbox", prefix /v2/emailbox): folders, lists, counters, the detail, marks, stars, junk, correspondence, follow-up owners, finance bill mail and search. */
export {};
