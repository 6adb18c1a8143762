ALTER TABLE "agency_members" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "agency_members" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "agency_members" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "assigned_member_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_assigned_member_id_agency_members_id_fk" FOREIGN KEY ("assigned_member_id") REFERENCES "public"."agency_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_assigned_member_id_index" ON "listings" USING btree ("assigned_member_id");--> statement-breakpoint
-- Hand-written below: a listing's microsite shows its assigned agent's name, phone and WhatsApp
-- (docs/decisions/021-listing-agents.md), so a change of those re-renders the agency's stored
-- pages like any other change they show (0011, docs/decisions/020-stored-microsite-pages.md).
-- The assignment itself is a column of listings, already covered by listings_microsite_changed.
CREATE TRIGGER agency_members_microsite_changed AFTER UPDATE ON agency_members
  FOR EACH ROW WHEN (
    OLD.contact_name IS DISTINCT FROM NEW.contact_name
    OR OLD.phone IS DISTINCT FROM NEW.phone
    OR OLD.whatsapp IS DISTINCT FROM NEW.whatsapp
  ) EXECUTE FUNCTION microsite_changed();
--> statement-breakpoint
-- The name shown falls back to the user's own name: a rename changes the pages of every agency
-- where that user handles a listing.
CREATE OR REPLACE FUNCTION microsite_member_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO microsite_changes (agency_id)
    SELECT DISTINCT m.agency_id FROM agency_members m
    WHERE m.user_id = NEW.id
      AND EXISTS (SELECT 1 FROM listings l WHERE l.assigned_member_id = m.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_microsite_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION microsite_member_user_changed();
