-- Search reads search_key alone (mail_search_key, 0014): the trigram index of search_text served no
-- query any more and doubled the index work of every intake and of a restore.
DROP INDEX "mail_messages_search_trgm_idx";
