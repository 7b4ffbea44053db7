CREATE TABLE "notification_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"notifications" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_mails_user_sent" ON "notification_mails" USING btree ("user_id","sent_at");