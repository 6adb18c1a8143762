CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "suspicion" text;--> statement-breakpoint
CREATE INDEX "leads_listing_id_created_at_index" ON "leads" USING btree ("listing_id","created_at") WHERE "leads"."suspicion" is not null;