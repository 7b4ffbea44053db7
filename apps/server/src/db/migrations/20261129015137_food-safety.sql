CREATE TABLE "cooling_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"unit_id" integer,
	"item" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_value" numeric(7, 2) NOT NULL,
	"started_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"remedy" varchar(12),
	"note" text,
	"escalated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cooling_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"stage" varchar(2) NOT NULL,
	"value" numeric(7, 2) NOT NULL,
	"passed" boolean NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by" integer
);
--> statement-breakpoint
CREATE TABLE "food_label_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"prep_item_id" integer,
	"item" varchar(100) NOT NULL,
	"item_es" varchar(100),
	"quantity" integer NOT NULL,
	"size" varchar(3) NOT NULL,
	"date" date NOT NULL,
	"prepped_at" timestamp with time zone NOT NULL,
	"use_by" timestamp with time zone NOT NULL,
	"prepped_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"value" numeric(7, 2) NOT NULL,
	"low" numeric(7, 2),
	"high" numeric(7, 2),
	"in_range" boolean NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"date" date NOT NULL,
	"due_time" varchar(5),
	"refers_to" integer,
	"fix" varchar(30),
	"fix_note" text,
	"photo_id" varchar(32),
	"action_id" integer,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by" integer,
	CONSTRAINT "food_readings_fixed" CHECK (in_range or fix is not null)
);
--> statement-breakpoint
CREATE TABLE "food_rechecks" (
	"reading_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_by" integer,
	"reminded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "food_safety_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fixes" varchar(30)[] NOT NULL,
	"photo_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "food_type_limits" (
	"type" varchar(20) PRIMARY KEY NOT NULL,
	"low" numeric(7, 2),
	"high" numeric(7, 2),
	"allowed_low" numeric(7, 2),
	"allowed_high" numeric(7, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "food_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_es" varchar(100),
	"name_es_source" varchar(100),
	"own_low" numeric(7, 2),
	"own_high" numeric(7, 2),
	"due_times" varchar(5)[] DEFAULT '{}'::varchar[] NOT NULL,
	"provider_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prep_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_es" varchar(100),
	"name_es_source" varchar(100),
	"shelf_life" integer NOT NULL,
	"shelf_life_unit" varchar(5) NOT NULL,
	"storage" varchar(6) NOT NULL,
	"ready_to_eat" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "item" SET DATA TYPE varchar(40);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temperature_unit" varchar(1) DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "cooling_batches" ADD CONSTRAINT "cooling_batches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_batches" ADD CONSTRAINT "cooling_batches_unit_id_food_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."food_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_batches" ADD CONSTRAINT "cooling_batches_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_batches" ADD CONSTRAINT "cooling_batches_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_checks" ADD CONSTRAINT "cooling_checks_batch_id_cooling_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cooling_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_checks" ADD CONSTRAINT "cooling_checks_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_label_prints" ADD CONSTRAINT "food_label_prints_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_label_prints" ADD CONSTRAINT "food_label_prints_prep_item_id_prep_items_id_fk" FOREIGN KEY ("prep_item_id") REFERENCES "public"."prep_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_label_prints" ADD CONSTRAINT "food_label_prints_prepped_by_users_id_fk" FOREIGN KEY ("prepped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_readings" ADD CONSTRAINT "food_readings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_readings" ADD CONSTRAINT "food_readings_unit_id_food_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."food_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_readings" ADD CONSTRAINT "food_readings_action_id_corrective_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."corrective_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_readings" ADD CONSTRAINT "food_readings_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_rechecks" ADD CONSTRAINT "food_rechecks_reading_id_food_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."food_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_rechecks" ADD CONSTRAINT "food_rechecks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_rechecks" ADD CONSTRAINT "food_rechecks_unit_id_food_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."food_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_rechecks" ADD CONSTRAINT "food_rechecks_answered_by_food_readings_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."food_readings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_units" ADD CONSTRAINT "food_units_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_units" ADD CONSTRAINT "food_units_provider_id_address_book_entries_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."address_book_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooling_batches_store_date" ON "cooling_batches" USING btree ("store_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "cooling_checks_once" ON "cooling_checks" USING btree ("batch_id","stage");--> statement-breakpoint
CREATE INDEX "food_label_prints_store_date" ON "food_label_prints" USING btree ("store_id","date");--> statement-breakpoint
CREATE INDEX "food_readings_store_date" ON "food_readings" USING btree ("store_id","date");--> statement-breakpoint
CREATE INDEX "food_readings_unit_taken" ON "food_readings" USING btree ("unit_id","taken_at");--> statement-breakpoint
CREATE INDEX "food_readings_refers" ON "food_readings" USING btree ("refers_to");--> statement-breakpoint
CREATE INDEX "food_rechecks_open" ON "food_rechecks" USING btree ("due_at") WHERE escalated_at is null;--> statement-breakpoint
CREATE INDEX "food_rechecks_store" ON "food_rechecks" USING btree ("store_id","due_at");--> statement-breakpoint
CREATE INDEX "food_units_store" ON "food_units" USING btree ("store_id");--> statement-breakpoint
INSERT INTO "food_safety_settings" ("id", "fixes", "photo_required") VALUES (1, '{moved-food,adjusted-thermostat,discarded,called-service,remade-sanitizer}', false) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "food_type_limits" ("type", "low", "high", "allowed_low", "allowed_high") VALUES
	('walk-in', NULL, 41, 28, 41),
	('reach-in', NULL, 41, 28, 41),
	('freezer', NULL, 0, -20, 10),
	('hot-holding', 135, NULL, 135, 212),
	('cooling', NULL, 41, 28, 41),
	('sanitizer', 200, 400, 50, 400)
ON CONFLICT DO NOTHING;
