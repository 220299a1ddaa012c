CREATE TABLE "customer_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_credit" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"credit_limit" numeric(20, 6) DEFAULT '0' NOT NULL,
	"temp_limit" numeric(20, 6) DEFAULT '0' NOT NULL,
	"temp_from" date,
	"temp_to" date,
	"payment_method" text DEFAULT 'prepay' NOT NULL,
	"payment_terms_days" integer DEFAULT 0 NOT NULL,
	"bill_cycle" text DEFAULT 'month' NOT NULL,
	"deferred_until" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_credit_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"instance_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "source" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "open_sea" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_changes_customer_idx" ON "customer_changes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_shares_dept_idx" ON "customer_shares" USING btree ("dept_id","valid_to");--> statement-breakpoint
CREATE INDEX "customer_shares_customer_idx" ON "customer_shares" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_credit_history_customer_idx" ON "customer_credit_history" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_credit_history_instance_uq" ON "customer_credit_history" USING btree ("instance_id","kind");