CREATE TABLE "delivery_schedules" (
	"store_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"delivery_days" integer[] NOT NULL,
	"lead_days" integer NOT NULL,
	"order_by" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "delivery_schedules_store_id_vendor_id_pk" PRIMARY KEY("store_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "suggested_qty" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "case_size" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "par" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "case_threshold_pct" integer;--> statement-breakpoint
ALTER TABLE "delivery_schedules" ADD CONSTRAINT "delivery_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_schedules" ADD CONSTRAINT "delivery_schedules_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_schedules_vendor" ON "delivery_schedules" USING btree ("vendor_id");