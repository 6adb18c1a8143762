CREATE TABLE "lead_alert_sends" (
	"lead_id" uuid NOT NULL,
	"recipient_key" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "lead_alert_sends_lead_id_recipient_key_pk" PRIMARY KEY("lead_id","recipient_key")
);
--> statement-breakpoint
ALTER TABLE "lead_alert_sends" ADD CONSTRAINT "lead_alert_sends_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;