CREATE TABLE "store_checklist_days" (
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"due" smallint NOT NULL,
	"on_time" smallint NOT NULL,
	"late" smallint NOT NULL,
	"missed" smallint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_checklist_days_store_id_date_pk" PRIMARY KEY("store_id","date")
);
--> statement-breakpoint
ALTER TABLE "store_checklist_days" ADD CONSTRAINT "store_checklist_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A checklist name written, changed or removed for a day changes how that day's cards (and, for the weekly card, the six days after it) ended: forget those days, the overview works them out again.
CREATE FUNCTION "store_checklist_days_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM "store_checklist_days" WHERE "store_id" = OLD."store_id" AND "date" BETWEEN OLD."date" AND OLD."date" + 6;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		DELETE FROM "store_checklist_days" WHERE "store_id" = NEW."store_id" AND "date" BETWEEN NEW."date" AND NEW."date" + 6;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "checklist_names_forget_days" AFTER INSERT OR UPDATE OR DELETE ON "checklist_names" FOR EACH ROW EXECUTE FUNCTION "store_checklist_days_forget"();
