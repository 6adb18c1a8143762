CREATE TABLE "import_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"username" text,
	"password_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_previews_kind" CHECK ("import_previews"."kind" in ('feed_url', 'feed_file', 'sheet'))
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"storage_key" text,
	"left_action" text DEFAULT 'draft' NOT NULL,
	"address_privacy" text DEFAULT 'zone' NOT NULL,
	"counts" jsonb NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_runs_status" CHECK ("import_runs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "import_runs_kind" CHECK ("import_runs"."kind" in ('feed_url', 'feed_file', 'sheet'))
);
--> statement-breakpoint
CREATE TABLE "import_sources" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"username" text,
	"password_sealed" text,
	"schedule" text DEFAULT 'daily' NOT NULL,
	"left_action" text DEFAULT 'draft' NOT NULL,
	"address_privacy" text DEFAULT 'zone' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"failure_mail_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_sources_schedule" CHECK ("import_sources"."schedule" in ('off', 'hourly', 'daily')),
	CONSTRAINT "import_sources_left_action" CHECK ("import_sources"."left_action" in ('draft', 'keep')),
	CONSTRAINT "import_sources_address_privacy" CHECK ("import_sources"."address_privacy" in ('exact', 'street', 'zone'))
);
--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "source_etag" text;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "source_last_modified" text;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "feed_id" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "import_version" text;--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_previews_agency_id_created_at_index" ON "import_previews" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "import_runs_agency_id_created_at_index" ON "import_runs" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_agency_feed_id" ON "listings" USING btree ("agency_id","feed_id");