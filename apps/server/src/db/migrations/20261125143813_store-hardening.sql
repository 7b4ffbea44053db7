ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_item_scores" ADD COLUMN "not_applicable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_score_categories" ADD COLUMN "allows_not_applicable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "media_creator" ON "media" USING btree ("created_by","created_at");