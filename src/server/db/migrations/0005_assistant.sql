CREATE TABLE "ai_chat_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"like" smallint,
	"tags" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"conversation_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"user_query" text NOT NULL,
	"ai_response" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"stopped" boolean DEFAULT false NOT NULL,
	"like" smallint,
	"kb_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guess_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text NOT NULL,
	"memo" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_common_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"question_en" text NOT NULL,
	"permission" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"staff_id" integer NOT NULL,
	"title" text NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"topped_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_feedback_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"like_type" text NOT NULL,
	"tag_name" text NOT NULL,
	"tag_name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_chat_feedback" ADD CONSTRAINT "ai_chat_feedback_chat_id_ai_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."ai_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_feedback" ADD CONSTRAINT "ai_chat_feedback_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_conversation_id_ai_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_feedback_chat_idx" ON "ai_chat_feedback" USING btree ("chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_chats_uuid_idx" ON "ai_chats" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "ai_chats_conversation_idx" ON "ai_chats" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_common_questions_question_idx" ON "ai_common_questions" USING btree ("question");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_conversations_uuid_idx" ON "ai_conversations" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "ai_conversations_staff_idx" ON "ai_conversations" USING btree ("staff_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_feedback_tags_name_idx" ON "ai_feedback_tags" USING btree ("like_type","tag_name");