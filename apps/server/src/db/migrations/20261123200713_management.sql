CREATE TABLE "address_book_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "address_book_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "address_book_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254),
	"contact_name" varchar(200),
	"street" varchar(200),
	"city" varchar(100),
	"state" varchar(100),
	"zip" varchar(20),
	"phone" varchar(50),
	"phone2" varchar(50),
	"fax" varchar(50),
	"website" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "address_book_entry_categories" (
	"entry_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "address_book_entry_categories_entry_id_category_id_pk" PRIMARY KEY("entry_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "hr_document_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"sent_by" integer,
	"emails" jsonb NOT NULL,
	"document_ids" jsonb NOT NULL,
	"titles" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "key_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"building_key" boolean DEFAULT false NOT NULL,
	"office_key" boolean DEFAULT false NOT NULL,
	"gate_key" boolean DEFAULT false NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"signature" varchar(200) DEFAULT '' NOT NULL,
	"time_given" date NOT NULL,
	"time_returned" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "service_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"urgency" smallint DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"request_by" varchar(200) DEFAULT '' NOT NULL,
	"address_book_id" integer,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	"sent_to" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "address_book_entries" ADD CONSTRAINT "address_book_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_entry_categories" ADD CONSTRAINT "address_book_entry_categories_entry_id_address_book_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."address_book_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_entry_categories" ADD CONSTRAINT "address_book_entry_categories_category_id_address_book_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."address_book_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_document_sends" ADD CONSTRAINT "hr_document_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_releases" ADD CONSTRAINT "key_releases_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_address_book_id_address_book_entries_id_fk" FOREIGN KEY ("address_book_id") REFERENCES "public"."address_book_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_entries_store" ON "address_book_entries" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "hr_document_sends_sent_at" ON "hr_document_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "key_releases_store" ON "key_releases" USING btree ("store_id","time_given");--> statement-breakpoint
CREATE UNIQUE INDEX "service_tickets_store_date" ON "service_tickets" USING btree ("store_id","date");