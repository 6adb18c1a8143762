CREATE TABLE "property_types" (
	"use_code" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"label_en" text NOT NULL,
	"schema_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_types_use_code_code_pk" PRIMARY KEY("use_code","code")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "usable_sqm" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "plot_sqm" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "operation" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "property_type" text DEFAULT 'piso' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "orientation" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "community_fees" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "ibi" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deposit_months" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "address_privacy" text DEFAULT 'street' NOT NULL;--> statement-breakpoint
-- The catalogue the listings reference (the start-up seed keeps it in step with
-- src/shared/listing-catalog.ts); the uses are seeded on start, so a fresh database gets them here.
INSERT INTO "uses" ("code", "label") VALUES ('residencial', 'Residencial'), ('comercial', 'Comercial') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "property_types" ("use_code", "code", "label", "label_en", "schema_type", "sort") VALUES
  ('residencial', 'piso', 'Piso', 'Flat', 'Apartment', 0),
  ('residencial', 'atico', 'Ático', 'Penthouse', 'Apartment', 1),
  ('residencial', 'duplex', 'Dúplex', 'Duplex', 'Apartment', 2),
  ('residencial', 'estudio', 'Estudio', 'Studio', 'Apartment', 3),
  ('residencial', 'casa', 'Casa o chalet', 'House or villa', 'SingleFamilyResidence', 4),
  ('residencial', 'adosado', 'Adosado', 'Terraced house', 'SingleFamilyResidence', 5),
  ('residencial', 'finca', 'Finca rústica', 'Country estate', 'House', 6),
  ('comercial', 'local', 'Local', 'Commercial premises', 'Place', 7),
  ('comercial', 'oficina', 'Oficina', 'Office', 'Place', 8),
  ('comercial', 'nave', 'Nave', 'Warehouse', 'Place', 9),
  ('comercial', 'garaje', 'Garaje', 'Garage', 'Place', 10),
  ('comercial', 'terreno', 'Terreno', 'Land', 'Landform', 11)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Existing listings: Venta (the column's default), piso or local from their use, the address
-- shown without its number (the default).
UPDATE "listings" SET "property_type" = 'local' WHERE "use_code" = 'comercial';--> statement-breakpoint
ALTER TABLE "property_types" ADD CONSTRAINT "property_types_use_code_uses_code_fk" FOREIGN KEY ("use_code") REFERENCES "public"."uses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_type_fk" FOREIGN KEY ("use_code","property_type") REFERENCES "public"."property_types"("use_code","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_agency_reference" ON "listings" USING btree ("agency_id",lower("reference"));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_operation" CHECK ("listings"."operation" in ('sale', 'rent'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_address_privacy" CHECK ("listings"."address_privacy" in ('exact', 'street', 'zone'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_rent_only" CHECK ("listings"."operation" = 'rent' or ("listings"."deposit_months" is null and "listings"."available_from" is null));