-- The admin dashboard's figures (issue 6): status_counts follows every insert, status change
-- and delete of applications, grievances and tax_payments, in the same transaction as the
-- change, so the figures are as correct as the rows. A change adds +1/-1 to one of 16 slot rows
-- chosen at random, so concurrent writers seldom queue on the same row.
-- `SET search_path FROM CURRENT` binds the functions to the schema they were created in.
CREATE FUNCTION "status_counts_add"(p_list text, p_status text, p_delta integer) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  INSERT INTO "status_counts" AS c ("list", "status", "slot", "count")
  VALUES (p_list, p_status, floor(random() * 16)::smallint, p_delta)
  ON CONFLICT ("list", "status", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
$$;
--> statement-breakpoint
CREATE FUNCTION "status_counts_follow"() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  old_list text;
  new_list text;
BEGIN
  -- The list's fixed name as the argument, or none for applications, whose list is their type
  -- (each branch is only planned when it runs, so OLD."type" is never read on other tables).
  IF TG_NARGS > 0 THEN
    old_list := TG_ARGV[0];
    new_list := TG_ARGV[0];
  ELSE
    IF TG_OP <> 'INSERT' THEN
      old_list := OLD."type";
    END IF;
    IF TG_OP <> 'DELETE' THEN
      new_list := NEW."type";
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND old_list = new_list AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "status_counts_add"(old_list, OLD."status", -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "status_counts_add"(new_list, NEW."status", 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "type" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "status_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "grievances_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "grievances"
  FOR EACH ROW EXECUTE FUNCTION "status_counts_follow"('grievances');
--> statement-breakpoint
CREATE TRIGGER "tax_payments_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "tax_payments"
  FOR EACH ROW EXECUTE FUNCTION "status_counts_follow"('taxes');
--> statement-breakpoint
-- Rows that existed before the triggers: counted once, in slot 0.
INSERT INTO "status_counts" ("list", "status", "slot", "count")
  SELECT "type", "status", 0, count(*) FROM "applications" GROUP BY "type", "status"
  UNION ALL SELECT 'grievances', "status", 0, count(*) FROM "grievances" GROUP BY "status"
  UNION ALL SELECT 'taxes', "status", 0, count(*) FROM "tax_payments" GROUP BY "status";
