CREATE TABLE "visit_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"member_id" uuid,
	"weekly_hours" jsonb NOT NULL,
	"length_minutes" integer DEFAULT 30 NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_settings_agency_member_key" UNIQUE NULLS NOT DISTINCT("agency_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"listing_id" uuid,
	"lead_id" uuid NOT NULL,
	"member_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"proposed" boolean DEFAULT false NOT NULL,
	"proposed_by" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" text,
	"visitor_phone" text,
	"manage_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_uid_unique" UNIQUE("uid"),
	CONSTRAINT "visits_manageTokenHash_unique" UNIQUE("manage_token_hash")
);
--> statement-breakpoint
ALTER TABLE "visit_settings" ADD CONSTRAINT "visit_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_settings" ADD CONSTRAINT "visit_settings_member_id_agency_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."agency_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_member_id_agency_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."agency_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_agency_id_start_at_index" ON "visits" USING btree ("agency_id","start_at");--> statement-breakpoint
CREATE INDEX "visits_listing_id_index" ON "visits" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "visits_lead_id_index" ON "visits" USING btree ("lead_id");