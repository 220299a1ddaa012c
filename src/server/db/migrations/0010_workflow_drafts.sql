CREATE TABLE "workflow_drafts" (
	"staff_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"form_data" jsonb NOT NULL,
	"chosen" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workflow_drafts_staff_id_process_id_pk" PRIMARY KEY("staff_id","process_id")
);
--> statement-breakpoint
ALTER TABLE "workflow_drafts" ADD CONSTRAINT "workflow_drafts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_drafts" ADD CONSTRAINT "workflow_drafts_process_id_workflow_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."workflow_processes"("id") ON DELETE cascade ON UPDATE no action;