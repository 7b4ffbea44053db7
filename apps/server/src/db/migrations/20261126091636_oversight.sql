CREATE TABLE "digest_sends" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "digest_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"send_at" varchar(5) DEFAULT '07:00' NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cash_tolerance_cents" integer;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "tolerance_cents" integer;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "over_short_reason" varchar(1000);--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "deposit_status" varchar(12) DEFAULT 'counted' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "deposit_bag" varchar(100);--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "deposited_by" integer;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "deposited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "deposit_verified_by" integer;--> statement-breakpoint
ALTER TABLE "cash_counts" ADD COLUMN "deposit_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_settings" ADD CONSTRAINT "digest_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_counts_deposits_unverified" ON "cash_counts" USING btree ("deposited_at") WHERE deposit_status = 'deposited';--> statement-breakpoint
-- Counts saved before tolerances existed are judged once by the chain's tolerance of today.
UPDATE "cash_counts" SET
  "tolerance_cents" = coalesce((SELECT "cash_tolerance_cents" FROM "action_settings" WHERE "id" = 1), 500),
  "flagged" = abs("total_discrepancy_cents") > coalesce((SELECT "cash_tolerance_cents" FROM "action_settings" WHERE "id" = 1), 500);
