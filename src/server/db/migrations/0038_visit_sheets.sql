CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_sheet_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"first_visit" boolean NOT NULL,
	"signature" "bytea" NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_sheet_signers_sheet_position_key" UNIQUE("sheet_id","position")
);
--> statement-breakpoint
CREATE TABLE "visit_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"member_id" uuid,
	"agency_identity" jsonb NOT NULL,
	"property_reference" text NOT NULL,
	"address" jsonb NOT NULL,
	"sign_token_hash" text NOT NULL,
	"sign_token_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"contact_kind" text,
	"contact_value" text,
	"contact_confirmed_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"agent_name" text,
	"agent_signature" "bytea",
	"signed_at" timestamp with time zone,
	"content_sha256" text,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_sheets_visitId_unique" UNIQUE("visit_id"),
	CONSTRAINT "visit_sheets_signTokenHash_unique" UNIQUE("sign_token_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "locale" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_sheet_signers" ADD CONSTRAINT "visit_sheet_signers_sheet_id_visit_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."visit_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_sheets" ADD CONSTRAINT "visit_sheets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_sheets" ADD CONSTRAINT "visit_sheets_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_sheets" ADD CONSTRAINT "visit_sheets_member_id_agency_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."agency_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_to_created_at_index" ON "sms_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "visit_sheets_agency_id_created_at_index" ON "visit_sheets" USING btree ("agency_id","created_at");