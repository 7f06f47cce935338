CREATE TABLE "list_changes" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL
);
--> statement-breakpoint
-- The admin list cache's version (decision 013): every statement that writes a table the admin
-- lists read adds 1 to one of 16 slots, in its own transaction, so the sum changes exactly when
-- a committed change becomes visible. Statement-level: one bump per statement, not per row.
INSERT INTO "list_changes" ("slot", "changes") SELECT slot, 0 FROM generate_series(0, 15) AS slot;
--> statement-breakpoint
CREATE FUNCTION "list_changes_bump"() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  -- Drawn once: random() in the WHERE clause would be drawn again for each row, matching any number of them.
  picked smallint := floor(random() * 16)::smallint;
BEGIN
  UPDATE "list_changes" SET "changes" = "changes" + 1 WHERE "slot" = picked;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_list_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_bump"();
--> statement-breakpoint
CREATE TRIGGER "application_documents_list_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "application_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_bump"();
--> statement-breakpoint
CREATE TRIGGER "grievances_list_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "grievances"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_bump"();
--> statement-breakpoint
CREATE TRIGGER "tax_payments_list_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_bump"();
