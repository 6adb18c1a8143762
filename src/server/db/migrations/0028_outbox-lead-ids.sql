ALTER TABLE "mail_outbox" ADD COLUMN "lead_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_lead_ids_index" ON "mail_outbox" USING gin ("lead_ids");--> statement-breakpoint
-- Alerts stored before: an e-mail lead's alert replies to the buyer, so it is tied to the agency's
-- leads of that address (a WhatsApp lead's older alert has no such tie and stays as it is).
UPDATE "mail_outbox" AS m SET "lead_ids" = ARRAY(
  SELECT l."id" FROM "leads" l WHERE l."email" IS NOT NULL AND lower(l."email") = lower(m."reply_to")
) WHERE m."reply_to" IS NOT NULL AND m."subject" LIKE 'Nuevo lead%';
