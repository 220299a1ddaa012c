-- Shift scheduling and attendance: tags, the published rota, publications, clock records, holiday balances and leave.
ALTER TABLE "schedule_groups" ADD COLUMN "notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_groups" ADD COLUMN "min_rest_hours" smallint DEFAULT 11 NOT NULL;--> statement-breakpoint
CREATE TABLE "schedule_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'slate' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD COLUMN "tag_id" integer;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD COLUMN "published_shift" text;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD COLUMN "published_start" text;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD COLUMN "published_end" text;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD COLUMN "published_tag_id" integer;--> statement-breakpoint
CREATE TABLE "schedule_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone NOT NULL,
	"changed_days" integer NOT NULL,
	"notified_people" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"clock_in" timestamp with time zone,
	"clock_out" timestamp with time zone,
	"source" text DEFAULT 'manual' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_balances" (
	"staff_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"leave_type" text NOT NULL,
	"entitled_days" numeric(5, 1) NOT NULL,
	CONSTRAINT "holiday_balances_staff_id_year_leave_type_pk" PRIMARY KEY("staff_id","year","leave_type")
);
--> statement-breakpoint
CREATE TABLE "leave_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"leave_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_tags" ADD CONSTRAINT "schedule_tags_group_id_schedule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."schedule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_tag_id_schedule_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."schedule_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shifts" ADD CONSTRAINT "schedule_shifts_published_tag_id_schedule_tags_id_fk" FOREIGN KEY ("published_tag_id") REFERENCES "public"."schedule_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_publications" ADD CONSTRAINT "schedule_publications_group_id_schedule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."schedule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_publications" ADD CONSTRAINT "schedule_publications_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_balances" ADD CONSTRAINT "holiday_balances_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_records" ADD CONSTRAINT "leave_records_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_tags_group_name_uq" ON "schedule_tags" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "schedule_publications_group_idx" ON "schedule_publications" USING btree ("group_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_staff_day_uq" ON "attendance_records" USING btree ("staff_id","work_date");--> statement-breakpoint
CREATE INDEX "leave_records_staff_idx" ON "leave_records" USING btree ("staff_id","start_date");
