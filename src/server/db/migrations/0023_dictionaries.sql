CREATE TABLE "dictionary_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dictionary_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_overrides" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"name_en" text,
	"icon" text,
	"web_show_flag" boolean,
	"layout_name" text,
	"position" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD CONSTRAINT "dictionary_items_type_id_dictionary_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."dictionary_types"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_items_type_code_idx" ON "dictionary_items" USING btree ("type_id","code");
--> statement-breakpoint
CREATE INDEX "dictionary_items_type_sort_idx" ON "dictionary_items" USING btree ("type_id","sort");
