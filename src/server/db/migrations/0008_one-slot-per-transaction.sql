-- Found by the reliability suite (issue 9, concurrency test on PostgreSQL): a certificate
-- submission bumps list_changes twice (applications, then application_documents), each time in
-- a slot chosen at random, so two submissions could each hold the slot the other wanted next:
-- "deadlock detected" (40P01) and a 500. Every counter a transaction touches now goes to the slot
-- of its transaction id, so one transaction holds at most one list_changes row (and one
-- status_counts row per list and status), and two transactions can only queue, never cycle.
-- Writers still spread over 16 slots, transaction by transaction.
CREATE OR REPLACE FUNCTION "counter_slot"() RETURNS smallint
LANGUAGE sql VOLATILE AS $$
  SELECT (pg_current_xact_id()::text::bigint % 16)::smallint;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "list_changes_bump"() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "list_changes" SET "changes" = "changes" + 1 WHERE "slot" = "counter_slot"();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "status_counts_add"(p_list text, p_status text, p_delta integer) RETURNS void
LANGUAGE sql SET search_path FROM CURRENT AS $$
  INSERT INTO "status_counts" AS c ("list", "status", "slot", "count")
  VALUES (p_list, p_status, "counter_slot"(), p_delta)
  ON CONFLICT ("list", "status", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
$$;
