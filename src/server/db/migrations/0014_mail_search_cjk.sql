-- Search for Chinese words of two characters: pg_trgm finds no trigram in '%合同%', so the index
-- could not narrow such a search. Doubling every CJK character (合同 → 合合同同) gives every word of
-- two or more characters at least two trigrams; search_key keeps search_text in that form.
CREATE OR REPLACE FUNCTION mail_search_key(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(t, '([㐀-鿿豈-﫿぀-ヿ가-힯])', '\1\1', 'g') $$;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "search_key" text GENERATED ALWAYS AS (mail_search_key(search_text)) STORED;--> statement-breakpoint
CREATE INDEX "mail_messages_search_key_trgm_idx" ON "mail_messages" USING gin ("search_key" gin_trgm_ops);