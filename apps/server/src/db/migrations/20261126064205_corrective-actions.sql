CREATE TABLE "action_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cash_count_actions" boolean DEFAULT false NOT NULL,
	"cash_tolerance_cents" integer DEFAULT 500 NOT NULL,
	"missed_checklist_actions" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "corrective_action_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"action_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corrective_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" varchar(20) NOT NULL,
	"source_id" integer,
	"source_key" varchar(60),
	"source_label" varchar(300) DEFAULT '' NOT NULL,
	"assignee_user_id" integer,
	"assignee_role_id" integer,
	"priority" varchar(10) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(15) DEFAULT 'open' NOT NULL,
	"evidence" varchar(10) DEFAULT 'none' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"done_note" text DEFAULT '' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "score_item_rules" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"fail_when" varchar(12) NOT NULL,
	"at_most" integer,
	"assignee_role_id" integer,
	"priority" varchar(10) NOT NULL,
	"due_hours" integer NOT NULL,
	"evidence" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "action_id" integer;--> statement-breakpoint
ALTER TABLE "corrective_action_comments" ADD CONSTRAINT "corrective_action_comments_action_id_corrective_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."corrective_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_action_comments" ADD CONSTRAINT "corrective_action_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_assignee_role_id_roles_id_fk" FOREIGN KEY ("assignee_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_item_rules" ADD CONSTRAINT "score_item_rules_item_id_retail_score_category_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."retail_score_category_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_item_rules" ADD CONSTRAINT "score_item_rules_assignee_role_id_roles_id_fk" FOREIGN KEY ("assignee_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrective_action_comments_action" ON "corrective_action_comments" USING btree ("action_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_source_once" ON "corrective_actions" USING btree ("source","source_id","source_key") WHERE source_key is not null;--> statement-breakpoint
CREATE INDEX "corrective_actions_source" ON "corrective_actions" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "corrective_actions_store_due" ON "corrective_actions" USING btree ("store_id","due_at");--> statement-breakpoint
CREATE INDEX "corrective_actions_open_due" ON "corrective_actions" USING btree ("due_at") WHERE status in ('open', 'in-progress', 'reopened');--> statement-breakpoint
CREATE INDEX "corrective_actions_assignee" ON "corrective_actions" USING btree ("assignee_user_id");--> statement-breakpoint
CREATE INDEX "corrective_actions_done" ON "corrective_actions" USING btree ("done_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_action_id_corrective_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."corrective_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_action_once" ON "notifications" USING btree ("user_id","action_id","kind","date") WHERE action_id is not null;--> statement-breakpoint
INSERT INTO "action_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;