CREATE TABLE "microsite_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "microsite_changes_created_at_index" ON "microsite_changes" USING btree ("created_at");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers): whatever writes a table
-- a public page shows, the app, a job or psql, logs the agency whose pages changed
-- (docs/decisions/020-stored-microsite-pages.md).
CREATE OR REPLACE FUNCTION microsite_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  agency uuid;
BEGIN
  IF TG_TABLE_NAME = 'agencies' THEN
    agency := (r->>'id')::uuid;
  ELSIF r ? 'agency_id' THEN
    agency := (r->>'agency_id')::uuid;
  ELSE
    -- A photo or a render: its listing's agency (gone with a deleted listing, which logged itself).
    SELECT l.agency_id INTO agency FROM listings l WHERE l.id = (r->>'listing_id')::uuid;
  END IF;
  IF agency IS NOT NULL THEN
    INSERT INTO microsite_changes (agency_id) VALUES (agency);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agencies_microsite_changed AFTER INSERT OR UPDATE OR DELETE ON agencies
  FOR EACH ROW EXECUTE FUNCTION microsite_changed();
--> statement-breakpoint
CREATE TRIGGER agency_slugs_microsite_changed AFTER INSERT OR UPDATE OR DELETE ON agency_slugs
  FOR EACH ROW EXECUTE FUNCTION microsite_changed();
--> statement-breakpoint
CREATE TRIGGER listings_microsite_changed AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION microsite_changed();
--> statement-breakpoint
CREATE TRIGGER listing_photos_microsite_changed AFTER INSERT OR UPDATE OR DELETE ON listing_photos
  FOR EACH ROW EXECUTE FUNCTION microsite_changed();
--> statement-breakpoint
-- A variant shows only once approved: a render that completes (an unapproved variant), its smaller
-- copies being added, and the deletion of one never approved change no page.
CREATE TRIGGER variants_microsite_inserted AFTER INSERT ON variants
  FOR EACH ROW WHEN (NEW.approved_at IS NOT NULL) EXECUTE FUNCTION microsite_changed();
--> statement-breakpoint
CREATE TRIGGER variants_microsite_updated AFTER UPDATE ON variants
  FOR EACH ROW WHEN (OLD.approved_at IS NOT NULL OR NEW.approved_at IS NOT NULL) EXECUTE FUNCTION microsite_changed();
--> statement-breakpoint
CREATE TRIGGER variants_microsite_deleted AFTER DELETE ON variants
  FOR EACH ROW WHEN (OLD.approved_at IS NOT NULL) EXECUTE FUNCTION microsite_changed();
