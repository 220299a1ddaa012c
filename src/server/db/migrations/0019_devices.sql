CREATE TABLE "at_ussd_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_id" integer NOT NULL,
	"kind" text NOT NULL,
	"command" text NOT NULL,
	"response" text,
	"ok" boolean NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "device_job_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"port_id" integer NOT NULL,
	"imei" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"message_key" text,
	"message_params" jsonb,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "device_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"staff_id" integer NOT NULL,
	"retry_of" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "device_operation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text NOT NULL,
	"action" text NOT NULL,
	"ok" boolean NOT NULL,
	"message" text,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "device_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_error" text,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "dongles" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"device_code" text NOT NULL,
	"name" text NOT NULL,
	"imei" text,
	"network" text DEFAULT 'auto' NOT NULL,
	"state" text DEFAULT 'online' NOT NULL,
	"signal" smallint,
	"port_id" integer,
	"synced_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "esim_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_id" integer NOT NULL,
	"iccid" text NOT NULL,
	"operator" text NOT NULL,
	"country_id" smallint NOT NULL,
	"activation_code" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "imei_pool" (
	"id" serial PRIMARY KEY NOT NULL,
	"imei" text NOT NULL,
	"tac" text NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"source" text NOT NULL,
	"port_id" integer,
	"dongle_id" integer,
	"batch_no" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "imei_tac_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"tac_from" text NOT NULL,
	"tac_to" text NOT NULL,
	"label" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "port_active_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"port_id" integer NOT NULL,
	"action" text NOT NULL,
	"ok" boolean NOT NULL,
	"state_after" text,
	"job_id" integer,
	"message" text,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "port_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"port_id" integer NOT NULL,
	"customer_id" integer,
	"purpose" text NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "sim_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"device_code" text NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"ip" text NOT NULL,
	"country_id" smallint NOT NULL,
	"state" text DEFAULT 'online' NOT NULL,
	"port_count" integer NOT NULL,
	"last_reboot_at" timestamp with time zone,
	"synced_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "sim_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"iccid" text NOT NULL,
	"imsi" text NOT NULL,
	"msisdn" text,
	"operator" text NOT NULL,
	"country_id" smallint NOT NULL,
	"esim" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "sim_ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"port_no" integer NOT NULL,
	"slot" text NOT NULL,
	"sim_card_id" integer,
	"state" text DEFAULT 'empty' NOT NULL,
	"signal" smallint,
	"imei" text,
	"balance" text,
	"job_id" integer,
	"synced_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "at_ussd_logs" ADD CONSTRAINT "at_ussd_logs_port_id_sim_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."sim_ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "at_ussd_logs" ADD CONSTRAINT "at_ussd_logs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_job_items" ADD CONSTRAINT "device_job_items_job_id_device_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."device_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_job_items" ADD CONSTRAINT "device_job_items_port_id_sim_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."sim_ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_jobs" ADD CONSTRAINT "device_jobs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_operation_logs" ADD CONSTRAINT "device_operation_logs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_servers" ADD CONSTRAINT "device_servers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dongles" ADD CONSTRAINT "dongles_server_id_device_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."device_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dongles" ADD CONSTRAINT "dongles_port_id_sim_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."sim_ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_port_id_sim_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."sim_ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_profiles" ADD CONSTRAINT "esim_profiles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imei_pool" ADD CONSTRAINT "imei_pool_port_id_sim_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."sim_ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imei_pool" ADD CONSTRAINT "imei_pool_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_active_logs" ADD CONSTRAINT "port_active_logs_port_id_sim_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."sim_ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_active_logs" ADD CONSTRAINT "port_active_logs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_orders" ADD CONSTRAINT "port_orders_port_id_sim_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."sim_ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_orders" ADD CONSTRAINT "port_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_banks" ADD CONSTRAINT "sim_banks_server_id_device_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."device_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_banks" ADD CONSTRAINT "sim_banks_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_ports" ADD CONSTRAINT "sim_ports_bank_id_sim_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."sim_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_ports" ADD CONSTRAINT "sim_ports_sim_card_id_sim_cards_id_fk" FOREIGN KEY ("sim_card_id") REFERENCES "public"."sim_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "at_ussd_logs_port_idx" ON "at_ussd_logs" USING btree ("port_id","id");--> statement-breakpoint
CREATE INDEX "at_ussd_logs_created_idx" ON "at_ussd_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "device_job_items_job_idx" ON "device_job_items" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "device_jobs_state_idx" ON "device_jobs" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "device_operation_logs_created_idx" ON "device_operation_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "device_operation_logs_target_idx" ON "device_operation_logs" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_servers_base_url_idx" ON "device_servers" USING btree ("base_url");--> statement-breakpoint
CREATE INDEX "device_servers_supplier_idx" ON "device_servers" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dongles_server_code_idx" ON "dongles" USING btree ("server_id","device_code");--> statement-breakpoint
CREATE INDEX "dongles_imei_idx" ON "dongles" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "esim_profiles_port_idx" ON "esim_profiles" USING btree ("port_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esim_profiles_iccid_idx" ON "esim_profiles" USING btree ("iccid");--> statement-breakpoint
CREATE UNIQUE INDEX "imei_pool_imei_idx" ON "imei_pool" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "imei_pool_state_idx" ON "imei_pool" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "imei_pool_tac_idx" ON "imei_pool" USING btree ("tac");--> statement-breakpoint
CREATE INDEX "port_active_logs_port_idx" ON "port_active_logs" USING btree ("port_id","id");--> statement-breakpoint
CREATE INDEX "port_active_logs_created_idx" ON "port_active_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "port_orders_no_idx" ON "port_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "port_orders_port_idx" ON "port_orders" USING btree ("port_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_banks_server_code_idx" ON "sim_banks" USING btree ("server_id","device_code");--> statement-breakpoint
CREATE INDEX "sim_banks_country_idx" ON "sim_banks" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_cards_iccid_idx" ON "sim_cards" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "sim_cards_msisdn_idx" ON "sim_cards" USING btree ("msisdn");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_ports_bank_port_idx" ON "sim_ports" USING btree ("bank_id","port_no");--> statement-breakpoint
CREATE INDEX "sim_ports_state_idx" ON "sim_ports" USING btree ("state");--> statement-breakpoint
CREATE INDEX "sim_ports_imei_idx" ON "sim_ports" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "sim_ports_sim_idx" ON "sim_ports" USING btree ("sim_card_id");
