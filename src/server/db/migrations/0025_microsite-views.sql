CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_visitors" (
	"day" date NOT NULL,
	"listing_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"qr" boolean DEFAULT false NOT NULL,
	CONSTRAINT "view_visitors_day_listing_id_visitor_pk" PRIMARY KEY("day","listing_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "daily_listing_stats" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_listing_stats" ADD COLUMN "qr_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Days before views were counted: every counted scan opened the microsite, and every lead was sent
-- from it, so a day's views were at least the larger of the two; its scans all came through a code.
UPDATE "daily_listing_stats" SET "views" = greatest("scans", "leads"), "qr_views" = "scans";
