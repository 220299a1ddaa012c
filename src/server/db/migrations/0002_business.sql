CREATE TABLE "business_seed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"scale" double precision NOT NULL,
	"seed" integer NOT NULL,
	"anchor_day" date NOT NULL,
	"facts_through" date NOT NULL,
	"records_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"mcc" text NOT NULL,
	"dial_code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customer_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "customer_routes" (
	"id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" smallint NOT NULL,
	"country_id" smallint NOT NULL,
	"supplier_id" integer NOT NULL,
	"unit_price" numeric(12, 6) NOT NULL,
	"unit_cost" numeric(12, 6) NOT NULL,
	"base_volume" integer NOT NULL,
	"success_rate" real NOT NULL,
	"starts_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country_id" smallint NOT NULL,
	"level" text NOT NULL,
	"owner_staff_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "send_records" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"customer_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"phone" text NOT NULL,
	"country_id" smallint NOT NULL,
	"mcc_mnc" text NOT NULL,
	"sender_id" text NOT NULL,
	"content_length" smallint NOT NULL,
	"segments" smallint NOT NULL,
	"status" smallint NOT NULL,
	"error_code" text,
	"supplier_id" integer NOT NULL,
	"price" numeric(12, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"product_id" smallint NOT NULL,
	CONSTRAINT "suppliers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "traffic_customer_daily" (
	"day" date NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" smallint NOT NULL,
	"customer_type" text NOT NULL,
	"staff_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"volume" bigint NOT NULL,
	"success_count" bigint NOT NULL,
	"revenue" numeric(20, 6) NOT NULL,
	"cost" numeric(20, 6) NOT NULL,
	CONSTRAINT "traffic_customer_daily_day_customer_id_product_id_pk" PRIMARY KEY("day","customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "traffic_customer_monthly" (
	"month" date NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" smallint NOT NULL,
	"customer_type" text NOT NULL,
	"staff_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"volume" bigint NOT NULL,
	"success_count" bigint NOT NULL,
	"revenue" numeric(20, 6) NOT NULL,
	"cost" numeric(20, 6) NOT NULL,
	CONSTRAINT "traffic_customer_monthly_month_customer_id_product_id_staff_id_dept_id_pk" PRIMARY KEY("month","customer_id","product_id","staff_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "traffic_daily" (
	"day" date NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" smallint NOT NULL,
	"country_id" smallint NOT NULL,
	"supplier_id" integer NOT NULL,
	"customer_type" text NOT NULL,
	"staff_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"volume" bigint NOT NULL,
	"success_count" bigint NOT NULL,
	"revenue" numeric(20, 6) NOT NULL,
	"cost" numeric(20, 6) NOT NULL,
	CONSTRAINT "traffic_daily_day_customer_id_product_id_country_id_supplier_id_pk" PRIMARY KEY("day","customer_id","product_id","country_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "traffic_route_monthly" (
	"month" date NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" smallint NOT NULL,
	"country_id" smallint NOT NULL,
	"supplier_id" integer NOT NULL,
	"customer_type" text NOT NULL,
	"staff_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"volume" bigint NOT NULL,
	"success_count" bigint NOT NULL,
	"revenue" numeric(20, 6) NOT NULL,
	"cost" numeric(20, 6) NOT NULL,
	CONSTRAINT "traffic_route_monthly_month_customer_id_product_id_country_id_supplier_id_staff_id_dept_id_pk" PRIMARY KEY("month","customer_id","product_id","country_id","supplier_id","staff_id","dept_id")
);
--> statement-breakpoint
CREATE INDEX "customer_owners_customer_idx" ON "customer_owners" USING btree ("customer_id","valid_from");--> statement-breakpoint
CREATE INDEX "customer_routes_customer_idx" ON "customer_routes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customers_owner_idx" ON "customers" USING btree ("owner_staff_id");--> statement-breakpoint
CREATE INDEX "customers_dept_idx" ON "customers" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "send_records_time_idx" ON "send_records" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "send_records_customer_idx" ON "send_records" USING btree ("customer_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "send_records_staff_idx" ON "send_records" USING btree ("staff_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "send_records_status_idx" ON "send_records" USING btree ("status","sent_at","id");--> statement-breakpoint
CREATE INDEX "send_records_phone_idx" ON "send_records" USING btree ("phone" text_pattern_ops,"sent_at");--> statement-breakpoint
CREATE INDEX "traffic_customer_daily_staff_idx" ON "traffic_customer_daily" USING btree ("staff_id","day");--> statement-breakpoint
CREATE INDEX "traffic_customer_daily_customer_idx" ON "traffic_customer_daily" USING btree ("customer_id","day");--> statement-breakpoint
CREATE INDEX "traffic_customer_monthly_staff_idx" ON "traffic_customer_monthly" USING btree ("staff_id","month");--> statement-breakpoint
CREATE INDEX "traffic_daily_staff_idx" ON "traffic_daily" USING btree ("staff_id","day");