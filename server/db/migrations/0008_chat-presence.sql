CREATE TABLE "chat_presence" (
	"instance_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_instance_id_kind_member_id_pk" PRIMARY KEY("instance_id","kind","member_id"),
	CONSTRAINT "chat_presence_kind" CHECK ("chat_presence"."kind" in ('visitor', 'agent'))
);
--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_presence_tenant_kind" ON "chat_presence" USING btree ("tenant_id","kind","seen_at");