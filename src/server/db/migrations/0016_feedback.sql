CREATE TABLE "feedback_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_dict" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_tips" (
	"id" integer PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_popup_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"sign_in_count" integer,
	"release_days" integer,
	"page_path" text,
	"cooldown_days" integer DEFAULT 30 NOT NULL,
	"question_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_popup_shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"shown_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD COLUMN "question_id" integer;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD COLUMN "popup_config_id" integer;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
-- Ratings stored before handling existed: without words there is nothing to answer.
UPDATE "staff_feedback" SET "status" = 'closed' WHERE "content" = '';--> statement-breakpoint
ALTER TABLE "feedback_tips" ADD CONSTRAINT "feedback_tips_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_popup_configs" ADD CONSTRAINT "feedback_popup_configs_question_id_feedback_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."feedback_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_popup_shows" ADD CONSTRAINT "feedback_popup_shows_config_id_feedback_popup_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."feedback_popup_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_popup_shows" ADD CONSTRAINT "feedback_popup_shows_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_staff_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."staff_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD CONSTRAINT "staff_feedback_category_id_feedback_dict_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feedback_dict"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD CONSTRAINT "staff_feedback_question_id_feedback_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."feedback_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD CONSTRAINT "staff_feedback_popup_config_id_feedback_popup_configs_id_fk" FOREIGN KEY ("popup_config_id") REFERENCES "public"."feedback_popup_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD CONSTRAINT "staff_feedback_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_dict_type_code_idx" ON "feedback_dict" USING btree ("dict_type","code");--> statement-breakpoint
CREATE INDEX "feedback_popup_shows_staff_idx" ON "feedback_popup_shows" USING btree ("staff_id","config_id");--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback_idx" ON "feedback_replies" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "staff_feedback_status_idx" ON "staff_feedback" USING btree ("status","created_at");
