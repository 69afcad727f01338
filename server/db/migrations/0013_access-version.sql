ALTER TABLE "tenants" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What a session's cached access (roles, permissions, data scope, user info) is built from: any
-- change to these rows moves the tenant's access_version, whichever code (or SQL script) made it.
CREATE FUNCTION "bump_access_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenants" SET "access_version" = "access_version" + 1
    WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."tenant_id" ELSE NEW."tenant_id" END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_access_version" AFTER UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "depts_access_version" AFTER INSERT OR UPDATE OR DELETE ON "depts" FOR EACH ROW EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "roles_access_version" AFTER INSERT OR UPDATE OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "users_roles_access_version" AFTER INSERT OR UPDATE OR DELETE ON "users_roles" FOR EACH ROW EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "roles_menus_access_version" AFTER INSERT OR UPDATE OR DELETE ON "roles_menus" FOR EACH ROW EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "roles_depts_access_version" AFTER INSERT OR UPDATE OR DELETE ON "roles_depts" FOR EACH ROW EXECUTE FUNCTION "bump_access_version"();--> statement-breakpoint
CREATE TRIGGER "menus_access_version" AFTER INSERT OR UPDATE OR DELETE ON "menus" FOR EACH ROW EXECUTE FUNCTION "bump_access_version"();
