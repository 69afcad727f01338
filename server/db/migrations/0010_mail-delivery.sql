ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Mail queued before the server delivered any is old news (reset codes long expired): it is not sent
-- now, but listed as failed in the e-mail log, where an admin can send it again.
UPDATE "mail_outbox" SET "status" = CASE WHEN "sent_at" IS NULL THEN 'failed' ELSE 'success' END, "last_error" = CASE WHEN "sent_at" IS NULL THEN 'queued before this server delivered mail' ELSE '' END;
