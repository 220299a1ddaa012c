CREATE TABLE "palette_favourites" (
	"staff_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "palette_favourites_staff_id_item_key_pk" PRIMARY KEY("staff_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "palette_usage" (
	"staff_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"use_count" integer NOT NULL,
	"first_used_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "palette_usage_staff_id_item_key_pk" PRIMARY KEY("staff_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "palette_favourites" ADD CONSTRAINT "palette_favourites_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "palette_usage" ADD CONSTRAINT "palette_usage_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "palette_usage_recent_idx" ON "palette_usage" USING btree ("staff_id","last_used_at");