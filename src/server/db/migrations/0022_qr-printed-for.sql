ALTER TABLE "qr_repoints" ADD COLUMN "printed_for_id" uuid;--> statement-breakpoint
ALTER TABLE "qr_repoints" ADD CONSTRAINT "qr_repoints_printed_for_id_listings_id_fk" FOREIGN KEY ("printed_for_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_repoints_printed_for_id_index" ON "qr_repoints" USING btree ("printed_for_id");--> statement-breakpoint
-- The listing each moved code was printed for, while it still holds that code.
UPDATE "qr_repoints" r SET "printed_for_id" = l."id" FROM "listings" l WHERE l."qr_code" = r."code";--> statement-breakpoint
-- A listing whose code was moved away kept printing it on its poster, which opened the other
-- listing: it gets a code of its own again (8 characters of the alphabet of listing-codes.ts).
UPDATE "listings" l SET "qr_code" = (
  SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '')
  FROM generate_series(1, 8 + 0 * length(l."id"::text))
) WHERE EXISTS (SELECT 1 FROM "qr_repoints" r WHERE r."code" = l."qr_code");
