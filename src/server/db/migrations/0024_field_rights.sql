CREATE TABLE "role_field_rights" (
	"role_id" integer NOT NULL,
	"page" text NOT NULL,
	"field" text NOT NULL,
	CONSTRAINT "role_field_rights_role_id_page_field_pk" PRIMARY KEY("role_id","page","field")
);
--> statement-breakpoint
ALTER TABLE "role_field_rights" ADD CONSTRAINT "role_field_rights_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;