CREATE TABLE "agency_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_slugs" ADD CONSTRAINT "agency_slugs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_slugs_agency_id_index" ON "agency_slugs" USING btree ("agency_id");
--> statement-breakpoint
-- Every agency already has one address: its current slug (hand-written; drizzle-kit writes only the DDL).
INSERT INTO "agency_slugs" ("slug", "agency_id") SELECT "slug", "id" FROM "agencies" ON CONFLICT DO NOTHING;
