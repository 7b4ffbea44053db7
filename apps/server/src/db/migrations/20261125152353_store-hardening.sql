CREATE TABLE "record_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"store_id" integer,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_item_scores" ADD COLUMN "not_applicable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_score_categories" ADD COLUMN "allows_not_applicable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "record_changes_record" ON "record_changes" USING btree ("record_type","record_id","changed_at");--> statement-breakpoint
CREATE INDEX "media_creator" ON "media" USING btree ("created_by","created_at");--> statement-breakpoint
-- Existing chains: whoever could delete key-release rows may also change returned ones.
INSERT INTO "permissions" ("name", "permission_type")
SELECT 'key-release-log-edit', "permission_type" FROM "permissions" WHERE "name" = 'key-release-log-delete'
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT rp."role_id", pe."id" FROM "role_permissions" rp
JOIN "permissions" pd ON pd."id" = rp."permission_id" AND pd."name" = 'key-release-log-delete'
CROSS JOIN "permissions" pe WHERE pe."name" = 'key-release-log-edit'
ON CONFLICT DO NOTHING;
