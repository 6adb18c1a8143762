CREATE TABLE "qr_repoints" (
	"code" text PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"listing_id" uuid,
	"printed_for" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_repoints" ADD CONSTRAINT "qr_repoints_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_repoints" ADD CONSTRAINT "qr_repoints_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_repoints_agency_id_index" ON "qr_repoints" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "qr_repoints_listing_id_index" ON "qr_repoints" USING btree ("listing_id");