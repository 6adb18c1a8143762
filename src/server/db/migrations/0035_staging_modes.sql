ALTER TABLE "variants" DROP CONSTRAINT "variants_photoId_useCode_roomCode_styleCode_unique";--> statement-breakpoint
DROP INDEX "ai_generations_request_key";--> statement-breakpoint
ALTER TABLE "ai_generations" ALTER COLUMN "style_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "style_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "mode" text DEFAULT 'furnish' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "mode_options" jsonb;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "variation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "source_render_id" uuid;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "mode" text DEFAULT 'furnish' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "mode_options" jsonb;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "variation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "chained" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "source_render_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_source_render_id_ai_generations_id_fk" FOREIGN KEY ("source_render_id") REFERENCES "public"."ai_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_source_render_id_ai_generations_id_fk" FOREIGN KEY ("source_render_id") REFERENCES "public"."ai_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_generations_source_render_id_index" ON "ai_generations" USING btree ("source_render_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_generations_request_key" ON "ai_generations" USING btree ("photo_id","use_code","room_code",coalesce("style_code", ''),"seed","mode",coalesce("mode_options", '{}'::jsonb),("source_render_id" is not null)) WHERE status in ('queued', 'processing', 'completed');--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_variation_key" UNIQUE NULLS NOT DISTINCT("photo_id","use_code","room_code","style_code","mode","mode_options","variation","chained");--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_style_mode" CHECK (("mode" = 'furnish') = ("style_code" is not null));