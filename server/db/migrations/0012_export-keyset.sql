DROP INDEX "collection_rows_tenant_screen";--> statement-breakpoint
CREATE INDEX "collection_rows_tenant_screen_id" ON "collection_rows" USING btree ("tenant_id","screen_id","id");