CREATE TABLE "customer_account_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"balance_after" numeric(20, 6) NOT NULL,
	"source" text NOT NULL,
	"instance_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_accounts" (
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(20, 6) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_accounts_customer_id_currency_pk" PRIMARY KEY("customer_id","currency")
);
--> statement-breakpoint
CREATE TABLE "workflow_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"task_id" integer,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_effects" (
	"instance_id" integer NOT NULL,
	"service_name" text NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workflow_effects_instance_id_service_name_pk" PRIMARY KEY("instance_id","service_name")
);
--> statement-breakpoint
CREATE TABLE "workflow_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "workflow_forms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "workflow_node_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"epoch" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_process_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"version" integer NOT NULL,
	"graph" jsonb NOT NULL,
	"form_fields" jsonb NOT NULL,
	"service_name" text,
	"published_by" integer,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_role_members" (
	"role_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	CONSTRAINT "workflow_role_members_role_id_staff_id_pk" PRIMARY KEY("role_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"state" text DEFAULT 'enabled' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "workflow_roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "version_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "form_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "chosen" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "epoch" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "last_urged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workflow_processes" ADD COLUMN "group_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_processes" ADD COLUMN "form_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_processes" ADD COLUMN "draft_graph" jsonb;--> statement-breakpoint
ALTER TABLE "workflow_processes" ADD COLUMN "service_name" text;--> statement-breakpoint
ALTER TABLE "workflow_processes" ADD COLUMN "rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_processes" ADD COLUMN "published_version_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_processes" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "node_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "node_run_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "kind" text DEFAULT 'approve' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "blocks_task_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD COLUMN "added_by_task_id" integer;--> statement-breakpoint
ALTER TABLE "workflow_actions" ADD CONSTRAINT "workflow_actions_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_effects" ADD CONSTRAINT "workflow_effects_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_node_runs" ADD CONSTRAINT "workflow_node_runs_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_process_versions" ADD CONSTRAINT "workflow_process_versions_process_id_workflow_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."workflow_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_role_members" ADD CONSTRAINT "workflow_role_members_role_id_workflow_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."workflow_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_role_members" ADD CONSTRAINT "workflow_role_members_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_account_ledger_customer_idx" ON "customer_account_ledger" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_account_ledger_source_uq" ON "customer_account_ledger" USING btree ("source","instance_id");--> statement-breakpoint
CREATE INDEX "workflow_actions_instance_idx" ON "workflow_actions" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "workflow_node_runs_instance_idx" ON "workflow_node_runs" USING btree ("instance_id","epoch");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_process_versions_uq" ON "workflow_process_versions" USING btree ("process_id","version");--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_version_id_workflow_process_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."workflow_process_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_tasks_instance_idx" ON "workflow_tasks" USING btree ("instance_id","status");