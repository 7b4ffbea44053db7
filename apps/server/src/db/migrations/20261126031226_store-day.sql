CREATE TABLE "chain_due_times" (
	"item" varchar(20) PRIMARY KEY NOT NULL,
	"time" varchar(5),
	"weekday" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"in_app" boolean NOT NULL,
	"mail" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "notification_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"store_id" integer,
	"item" varchar(20),
	"date" date,
	"title" varchar(200) NOT NULL,
	"body" varchar(1000) NOT NULL,
	"link" varchar(300) NOT NULL,
	"in_app" boolean NOT NULL,
	"mail_state" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_due_times" (
	"store_id" integer NOT NULL,
	"item" varchar(20) NOT NULL,
	"time" varchar(5),
	"weekday" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "store_due_times_store_id_item_pk" PRIMARY KEY("store_id","item")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_due_times" ADD CONSTRAINT "store_due_times_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once" ON "notifications" USING btree ("user_id","store_id","item","date","kind");--> statement-breakpoint
CREATE INDEX "notifications_user_inbox" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_mail_pending" ON "notifications" USING btree ("id") WHERE mail_state = 'pending';--> statement-breakpoint
INSERT INTO "chain_due_times" ("item", "time", "weekday") VALUES
  ('open', '07:00', NULL),
  ('mid', '14:00', NULL),
  ('close', '21:00', NULL),
  ('weekly', '18:00', 7),
  ('cash-count', '21:30', NULL),
  ('comm-sheet', '21:30', NULL)
ON CONFLICT DO NOTHING;
