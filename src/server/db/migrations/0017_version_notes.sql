ALTER TABLE "version_notes" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "version_notes" ADD COLUMN "version_type" text DEFAULT 'feature' NOT NULL;--> statement-breakpoint
ALTER TABLE "version_notes" ADD COLUMN "docs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "version_notes" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "version_notes" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "version_notes" ADD CONSTRAINT "version_notes_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "version_chat_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"dept_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popup_only" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "version_chat_notices" ADD CONSTRAINT "version_chat_notices_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "version_chat_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"state" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "version_chat_sends" ADD CONSTRAINT "version_chat_sends_notice_id_version_chat_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."version_chat_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_chat_sends" ADD CONSTRAINT "version_chat_sends_version_id_version_notes_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."version_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "version_chat_sends_notice_idx" ON "version_chat_sends" USING btree ("notice_id");--> statement-breakpoint
CREATE TABLE "version_demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"source" text NOT NULL,
	"page_path" text,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "version_demands" ADD CONSTRAINT "version_demands_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "portal_builds" (
	"build_id" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL
);
