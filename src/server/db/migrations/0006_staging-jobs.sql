ALTER TABLE "ai_generations" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "cancel_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ai_generations_provider_job_id_index" ON "ai_generations" USING btree ("provider_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_generations_request_key" ON "ai_generations" USING btree ("photo_id","use_code","room_code","style_code","seed") WHERE status in ('queued', 'processing', 'completed');