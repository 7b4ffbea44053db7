CREATE TABLE "incident_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "incident_reports_incident_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"store_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"incident_date" date NOT NULL,
	"incident_time" varchar(5) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"employee_on_duty1_id" integer,
	"employee_on_duty2_id" integer,
	"employee_on_duty3_id" integer,
	"witness_name1" varchar(100),
	"witness_phone1" varchar(50),
	"witness_name2" varchar(100),
	"witness_phone2" varchar(50),
	"witness_name3" varchar(100),
	"witness_phone3" varchar(50),
	"employee_signature" varchar(100) NOT NULL,
	"entered_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "retail_item_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"item_id" integer,
	"category_id" integer,
	"category_name" varchar(200) NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"permissible_score" integer NOT NULL,
	"score" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retail_score_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retail_score_category_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"permissible_score" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retail_score_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"user_id" integer,
	"score_date" date NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"total_score" integer NOT NULL,
	"evaluated_score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_employee_on_duty1_id_users_id_fk" FOREIGN KEY ("employee_on_duty1_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_employee_on_duty2_id_users_id_fk" FOREIGN KEY ("employee_on_duty2_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_employee_on_duty3_id_users_id_fk" FOREIGN KEY ("employee_on_duty3_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_item_scores" ADD CONSTRAINT "retail_item_scores_sheet_id_retail_score_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."retail_score_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_item_scores" ADD CONSTRAINT "retail_item_scores_item_id_retail_score_category_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."retail_score_category_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_item_scores" ADD CONSTRAINT "retail_item_scores_category_id_retail_score_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."retail_score_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_score_category_items" ADD CONSTRAINT "retail_score_category_items_category_id_retail_score_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."retail_score_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_score_sheets" ADD CONSTRAINT "retail_score_sheets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_score_sheets" ADD CONSTRAINT "retail_score_sheets_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_score_sheets" ADD CONSTRAINT "retail_score_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_reports_number" ON "incident_reports" USING btree ("incident_number");--> statement-breakpoint
CREATE INDEX "incident_reports_store_date" ON "incident_reports" USING btree ("store_id","incident_date");--> statement-breakpoint
CREATE INDEX "retail_item_scores_sheet" ON "retail_item_scores" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "retail_item_scores_category" ON "retail_item_scores" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "retail_score_category_items_category" ON "retail_score_category_items" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "retail_score_sheets_store_date" ON "retail_score_sheets" USING btree ("store_id","score_date");--> statement-breakpoint
CREATE INDEX "retail_score_sheets_date" ON "retail_score_sheets" USING btree ("score_date");