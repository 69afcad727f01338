-- Trigram indexes (substring search) need pg_trgm: PGlite loads it (db/client.ts), PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "login_logs_tenant_created";--> statement-breakpoint
CREATE INDEX "login_logs_tenant_username" ON "login_logs" USING btree ("tenant_id","username","id");--> statement-breakpoint
CREATE INDEX "login_logs_username_trgm" ON "login_logs" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_username" ON "users" USING btree ("tenant_id","username","id");--> statement-breakpoint
CREATE INDEX "users_tenant_created" ON "users" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_nick_name_trgm" ON "users" USING gin ("nick_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_logs_tenant_created" ON "login_logs" USING btree ("tenant_id","created_at","id");