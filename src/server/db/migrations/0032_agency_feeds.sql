CREATE TABLE "agency_feeds" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "agency_feeds" ADD CONSTRAINT "agency_feeds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;