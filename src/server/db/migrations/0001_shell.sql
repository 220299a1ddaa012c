CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"exporter" text NOT NULL,
	"params" jsonb NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"written_rows" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file_path" text,
	"file_size" bigint,
	"error" text,
	"retryable" boolean DEFAULT true NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload_chunks" (
	"upload_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "upload_chunks_upload_id_chunk_index_pk" PRIMARY KEY("upload_id","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"total_size" bigint NOT NULL,
	"chunk_total" integer NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"biz_type" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"dept_id" integer,
	CONSTRAINT "schedule_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "schedule_members" (
	"group_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	CONSTRAINT "schedule_members_group_id_staff_id_pk" PRIMARY KEY("group_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_shifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"shift" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mc_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"msg_type" smallint NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"fill_vars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"show_feedback" boolean DEFAULT false NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"url" text NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_access_entries" (
	"staff_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "quick_access_entries_staff_id_resource_id_pk" PRIMARY KEY("staff_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "staff_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"content" text NOT NULL,
	"page_path" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_base_data" (
	"staff_id" integer NOT NULL,
	"type" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_base_data_staff_id_type_pk" PRIMARY KEY("staff_id","type")
);
--> statement-breakpoint
CREATE TABLE "version_note_reads" (
	"staff_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "version_note_reads_staff_id_version_id_pk" PRIMARY KEY("staff_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "version_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "version_notes_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "workflow_copies" (
	"instance_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "workflow_copies_instance_id_staff_id_pk" PRIMARY KEY("instance_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"title" text NOT NULL,
	"applicant_staff_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"form_path" text,
	"state" text DEFAULT 'enabled' NOT NULL,
	CONSTRAINT "workflow_processes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workflow_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"node_name" text NOT NULL,
	"assignee_staff_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"action" text,
	"created_at" timestamp with time zone NOT NULL,
	"acted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_upload_id_upload_sessions_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_groups" ADD CONSTRAINT "schedule_groups_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_members" ADD CONSTRAINT "schedule_members_group_id_schedule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."schedule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_members" ADD CONSTRAINT "schedule_members_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_group_id_schedule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."schedule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mc_messages" ADD CONSTRAINT "mc_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_links" ADD CONSTRAINT "promotion_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_access_entries" ADD CONSTRAINT "quick_access_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD CONSTRAINT "staff_feedback_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_base_data" ADD CONSTRAINT "sys_base_data_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_note_reads" ADD CONSTRAINT "version_note_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_note_reads" ADD CONSTRAINT "version_note_reads_version_id_version_notes_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."version_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_copies" ADD CONSTRAINT "workflow_copies_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_copies" ADD CONSTRAINT "workflow_copies_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_process_id_workflow_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."workflow_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_applicant_staff_id_staff_id_fk" FOREIGN KEY ("applicant_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_assignee_staff_id_staff_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_staff_idx" ON "export_jobs" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_status_idx" ON "export_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "uploaded_files_staff_idx" ON "uploaded_files" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_shifts_uq" ON "schedule_shifts" USING btree ("group_id","staff_id","work_date");--> statement-breakpoint
CREATE INDEX "schedule_shifts_date_idx" ON "schedule_shifts" USING btree ("work_date");--> statement-breakpoint
CREATE INDEX "mc_messages_staff_created_idx" ON "mc_messages" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "mc_messages_staff_status_idx" ON "mc_messages" USING btree ("staff_id","status");--> statement-breakpoint
CREATE INDEX "promotion_links_staff_idx" ON "promotion_links" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_feedback_staff_idx" ON "staff_feedback" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "workflow_copies_staff_idx" ON "workflow_copies" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "workflow_instances_applicant_idx" ON "workflow_instances" USING btree ("applicant_staff_id","status");--> statement-breakpoint
CREATE INDEX "workflow_tasks_assignee_idx" ON "workflow_tasks" USING btree ("assignee_staff_id","status");