-- Trigram search over mail (Chinese and Latin alike); PGlite loads the extension at open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_bill_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_message_id" bigint NOT NULL,
	"bill_flag" text NOT NULL,
	"customer_id" integer,
	"supplier_id" integer,
	"pushed_by" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"address" text NOT NULL,
	"display_name" text NOT NULL,
	"kind" text DEFAULT 'local' NOT NULL,
	"imap_host" text,
	"imap_port" integer,
	"imap_secure" boolean DEFAULT true NOT NULL,
	"imap_user" text,
	"imap_password" text,
	"push_enabled" boolean DEFAULT true NOT NULL,
	"ding_notice" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_id" text,
	"inline" boolean DEFAULT false NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_staff_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_campaign_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_staff_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"segment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"recipient" text NOT NULL,
	"route" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"local" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_follow_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"owner_staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_image_allow" (
	"account_id" integer NOT NULL,
	"sender" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_image_allow_account_id_sender_pk" PRIMARY KEY("account_id","sender")
);
--> statement-breakpoint
CREATE TABLE "mail_imap_state" (
	"account_id" integer NOT NULL,
	"remote_folder" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_imap_state_account_id_remote_folder_pk" PRIMARY KEY("account_id","remote_folder")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folder" text NOT NULL,
	"direction" text NOT NULL,
	"message_id" text,
	"in_reply_to" text,
	"references" text,
	"subject" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"to_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"snippet" text DEFAULT '' NOT NULL,
	"remote_images" integer DEFAULT 0 NOT NULL,
	"has_attachments" boolean DEFAULT false NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"mark" smallint DEFAULT 0 NOT NULL,
	"follow_staff_id" integer,
	"spf" text,
	"dkim" text,
	"source" text NOT NULL,
	"imap_folder" text,
	"imap_uid_validity" bigint,
	"imap_uid" bigint,
	"delivery_state" text,
	"scheduled_at" timestamp with time zone,
	"campaign_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_raw" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"raw" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_sender_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pattern" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_senders" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"display_name" text NOT NULL,
	"owner_staff_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_staff_id" integer NOT NULL,
	"name" text NOT NULL,
	"html" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_staff_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"html" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"email" text NOT NULL,
	"campaign_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_bill_mails" ADD CONSTRAINT "finance_bill_mails_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_bill_mails" ADD CONSTRAINT "finance_bill_mails_pushed_by_staff_id_fk" FOREIGN KEY ("pushed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_accounts" ADD CONSTRAINT "mail_accounts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_book" ADD CONSTRAINT "mail_book_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_campaign_id_mail_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mail_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_account_id_mail_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_follow_rules" ADD CONSTRAINT "mail_follow_rules_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_image_allow" ADD CONSTRAINT "mail_image_allow_account_id_mail_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_imap_state" ADD CONSTRAINT "mail_imap_state_account_id_mail_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_account_id_mail_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_raw" ADD CONSTRAINT "mail_raw_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sender_rules" ADD CONSTRAINT "mail_sender_rules_account_id_mail_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_senders" ADD CONSTRAINT "mail_senders_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_signatures" ADD CONSTRAINT "mail_signatures_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_owner_staff_id_staff_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_uploads" ADD CONSTRAINT "mail_uploads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_contacts_email_idx" ON "customer_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "finance_bill_mails_message_uq" ON "finance_bill_mails" USING btree ("mail_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_accounts_address_uq" ON "mail_accounts" USING btree (lower("address"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_accounts_staff_uq" ON "mail_accounts" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "mail_attachments_message_idx" ON "mail_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_book_owner_email_uq" ON "mail_book" USING btree ("owner_staff_id",lower("email"));--> statement-breakpoint
CREATE INDEX "mail_campaign_recipients_campaign_idx" ON "mail_campaign_recipients" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_campaign_recipients_token_uq" ON "mail_campaign_recipients" USING btree ("token");--> statement-breakpoint
CREATE INDEX "mail_campaigns_owner_idx" ON "mail_campaigns" USING btree ("owner_staff_id");--> statement-breakpoint
CREATE INDEX "mail_deliveries_message_idx" ON "mail_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_deliveries_due_idx" ON "mail_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_domains_domain_uq" ON "mail_domains" USING btree (lower("domain"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_follow_rules_pattern_uq" ON "mail_follow_rules" USING btree (lower("pattern"));--> statement-breakpoint
CREATE INDEX "mail_messages_list_idx" ON "mail_messages" USING btree ("account_id","folder","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_message_id_uq" ON "mail_messages" USING btree ("account_id","direction","message_id") WHERE "mail_messages"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_messages_unread_idx" ON "mail_messages" USING btree ("account_id","folder") WHERE not "mail_messages"."seen";--> statement-breakpoint
CREATE INDEX "mail_messages_starred_idx" ON "mail_messages" USING btree ("account_id","received_at" DESC NULLS LAST) WHERE "mail_messages"."starred";--> statement-breakpoint
CREATE INDEX "mail_messages_scheduled_idx" ON "mail_messages" USING btree ("scheduled_at") WHERE "mail_messages"."scheduled_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_messages_imap_idx" ON "mail_messages" USING btree ("account_id","imap_folder","imap_uid");--> statement-breakpoint
CREATE INDEX "mail_messages_from_idx" ON "mail_messages" USING btree ("account_id",lower("from_address"));--> statement-breakpoint
CREATE INDEX "mail_messages_search_trgm_idx" ON "mail_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_sender_rules_uq" ON "mail_sender_rules" USING btree ("account_id","kind",lower("pattern"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_senders_address_uq" ON "mail_senders" USING btree (lower("address"));--> statement-breakpoint
CREATE INDEX "mail_signatures_owner_idx" ON "mail_signatures" USING btree ("owner_staff_id");--> statement-breakpoint
CREATE INDEX "mail_templates_owner_idx" ON "mail_templates" USING btree ("owner_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_unsubscribes_email_uq" ON "mail_unsubscribes" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_uploads_token_uq" ON "mail_uploads" USING btree ("token");--> statement-breakpoint
CREATE INDEX "supplier_contacts_supplier_idx" ON "supplier_contacts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_contacts_email_idx" ON "supplier_contacts" USING btree (lower("email"));