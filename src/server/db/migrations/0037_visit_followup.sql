ALTER TABLE "agency_members" ADD COLUMN "calendar_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "visit_log_key" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "reminded24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "reminded2h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "feedback_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "feedback_rating" integer;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "feedback_comment" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "feedback_at" timestamp with time zone;